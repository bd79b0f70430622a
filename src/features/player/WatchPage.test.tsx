import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '../../../tests/unit/renderWithRouter';
import { stubMediaElement } from '../../components/video/testing/videoFakes';
import { findTeacherByName } from '../../content/teachers';
import { allVideos } from '../../content/videos';
import WatchPage from './WatchPage';

function renderWatch(id: string) {
  return renderAtRoute(<WatchPage />, '/video/:id', `/video/${id}`);
}

const freeVideo = allVideos.find((v) => !v.isPremium && v.videoUrl && findTeacherByName(v.instructor));
const premiumVideo = allVideos.find((v) => v.isPremium && v.videoUrl);
const silentVideo = allVideos.find((v) => !v.videoUrl);

beforeEach(() => {
  stubMediaElement();
  // The sample videos are HLS: the player reads the master playlist for Listen.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 404 }))));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Page renders are heavy for jsdom on a busy 2-core machine: allow more than the 5 s default.
describe('WatchPage', { timeout: 20_000 }, () => {
  it('shows the player, title, instructor linked to the teacher, description and disclaimer', () => {
    if (!freeVideo) throw new Error('content has no free video by a known teacher');
    const { container } = renderWatch(freeVideo.id);
    expect(screen.getByRole('heading', { level: 1, name: freeVideo.title })).toBeInTheDocument();
    const teacher = findTeacherByName(freeVideo.instructor);
    expect(screen.getByRole('link', { name: freeVideo.instructor })).toHaveAttribute('href', `/teacher/${teacher?.id}`);
    expect(screen.getByText(freeVideo.description)).toBeInTheDocument();
    expect(screen.getByText(/^This content is hosted by a third-party provider/)).toBeInTheDocument();
    // Its HLS stream is attached once it is asked to play.
    expect(container.querySelector('video')).not.toHaveAttribute('src');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More Info' })).not.toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${freeVideo.title} · `));
  });

  it("offers 'More Info' to /subscribe for a premium video", () => {
    if (!premiumVideo) throw new Error('content has no premium video');
    renderWatch(premiumVideo.id);
    expect(screen.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/subscribe');
  });

  it('links related videos to their own watch pages', () => {
    if (!freeVideo) throw new Error('content has no free video');
    renderWatch(freeVideo.id);
    const related = screen.getByRole('heading', { name: 'Continue your practice' }).parentElement;
    const links = related?.querySelectorAll('a[href^="/video/"]') ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect([...links].every((a) => a.getAttribute('href') !== `/video/${freeVideo.id}`)).toBe(true);
  });

  it("says 'Video playback is not available.' for a video without a URL", () => {
    if (!silentVideo) throw new Error('content has no video without a URL');
    renderWatch(silentVideo.id);
    expect(screen.getByText('Video playback is not available.')).toBeInTheDocument();
  });

  it("ends the facts row with the control the app gives, for the page's video", () => {
    if (!freeVideo) throw new Error('content has no free video');
    renderAtRoute(<WatchPage factsControl={({ video }) => <button type="button">Keep {video.title}</button>} />, '/video/:id', `/video/${freeVideo.id}`);
    const control = screen.getByRole('button', { name: `Keep ${freeVideo.title}` });
    expect(control.previousElementSibling).toHaveTextContent(freeVideo.duration);
  });

  it('has a not-found state for an unknown id', () => {
    renderWatch('no-such-video');
    expect(screen.getByRole('heading', { level: 1, name: 'Video Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Videos' })).toHaveAttribute('href', '/videos/all');
  });
});
