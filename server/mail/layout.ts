import { site } from '../../shared/site.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export interface MailContent {
  subject: string;
  heading: string;
  /** Plain sentences; escaped for HTML. */
  paragraphs: string[];
  /** The link to follow; a mail without one (a reauthentication code) offers the code alone. */
  action?: { label: string; url: string };
  code: string;
  footnote: string;
}

/** The palette of src/styles.css, as inline styles mail clients keep. */
const colors = { ivory: '#faf6ef', sand: '#f1e8da', ink: '#2a221d', inkSoft: '#5b4e45', ember: '#b8643a', emberDeep: '#8f4a27' };

/** One mail in the product's look: warm ivory card, ink text, an ember button, the code as a fallback. */
export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${colors.ink}">${escapeHtml(text)}</p>`;
  const { action } = content;
  const url = action ? escapeHtml(action.url) : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.sand};font-family:Inter,'Helvetica Neue',Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.sand};padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:${colors.ivory};border-radius:20px;padding:40px 32px">
<tr><td>
<p style="margin:0 0 24px;font-family:Fraunces,Georgia,serif;font-size:20px;letter-spacing:.02em;color:${colors.emberDeep}">${escapeHtml(site.name)}</p>
<h1 style="margin:0 0 20px;font-family:Fraunces,Georgia,serif;font-weight:500;font-size:28px;line-height:1.25;color:${colors.ink}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${action ? `<p style="margin:28px 0"><a href="${url}" style="display:inline-block;background:${colors.ember};color:#ffffff;text-decoration:none;font-weight:600;padding:14px 28px;border-radius:999px">${escapeHtml(action.label)}</a></p>` : ''}
<p style="margin:0 0 8px;font-size:14px;color:${colors.inkSoft}">${action ? 'Or enter this code:' : 'Enter this code:'}</p>
<p style="margin:0 0 24px;font-size:28px;letter-spacing:.3em;font-weight:600;color:${colors.ink}">${escapeHtml(content.code)}</p>
${action ? `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${colors.inkSoft}">If the button does not work, open this link:<br><a href="${url}" style="color:${colors.emberDeep};word-break:break-all">${url}</a></p>` : ''}
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:${colors.inkSoft}">${escapeHtml(content.footnote)}</p>
</td></tr></table>
<p style="margin:20px 0 0;font-size:12px;color:${colors.inkSoft}">${escapeHtml(site.name)} · ${escapeHtml(site.tagline)}</p>
</td></tr></table>
</body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((para) => [para, '']),
    ...(action ? [`${action.label}: ${action.url}`, '', `Or enter this code: ${content.code}`] : [`Enter this code: ${content.code}`]),
    '',
    content.footnote,
    '',
    `${site.name} · ${site.tagline}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}
