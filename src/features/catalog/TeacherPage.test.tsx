import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAtRoute } from '../../../tests/unit/renderWithRouter';
import { stubMediaElement } from '../../components/video/testing/videoFakes';
import { teachers } from '../../content/teachers';
import TeacherPage from './TeacherPage';

function renderTeacher(id: string) {
  return renderAtRoute(<TeacherPage />, '/teacher/:teacherId', `/teacher/${id}`);
}

beforeEach(() => {
  stubMediaElement();
});

// Page renders are heavy for jsdom on a busy 2-core machine: allow more than the 5 s default.
describe('TeacherPage', { timeout: 20_000 }, () => {
  it.each(teachers.map((t) => [t.id, t] as const))('/teacher/%s shows photo, name, title, bio and videos', (id, teacher) => {
    renderTeacher(id);
    expect(screen.getByRole('heading', { level: 1, name: teacher.name })).toBeInTheDocument();
    expect(screen.getByText(teacher.title)).toBeInTheDocument();
    expect(screen.getByText(teacher.bio)).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: `Portrait of ${teacher.name}` });
    expect(photo).toHaveAttribute('src', teacher.image);
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    const playable = teacher.videos.filter((v) => v.videoUrl);
    expect(playable.length).toBeGreaterThan(0);
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards).toHaveLength(playable.length);
    playable.forEach((video, i) => expect(cards[i]).toHaveAccessibleName(new RegExp(video.title)));
    expect(document.title).toMatch(new RegExp(`^${teacher.name} · `));
  });

  it("shows 'Teacher Not Found' for an unknown id, with a way back", () => {
    renderTeacher('no-such-teacher');
    expect(screen.getByRole('heading', { level: 1, name: 'Teacher Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find information about this teacher.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
