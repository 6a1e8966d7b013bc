// The product's transactional emails: short, warm, and with the one link the reader needs.

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#6d28d9;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280;line-height:1.5">${escapeHtml(footer)}</p>
</div></body></html>`;
}

export function verificationEmail(name: string, url: string): RenderedEmail {
  const greeting = `Hi ${name},`;
  const lines = [
    greeting,
    'Welcome to TrueTune. Please confirm this is your email address so we can keep your account and your Soulprint safe.',
  ];
  const footer =
    'The link is valid for 7 days. If you did not create a TrueTune account, you can ignore this email.';
  return {
    subject: 'Confirm your email for TrueTune',
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${url}\n\n${footer}\n`,
    html: layout('Confirm your email', lines, { label: 'Confirm my email', url }, footer),
  };
}

export function passwordResetEmail(name: string, url: string): RenderedEmail {
  const lines = [
    `Hi ${name},`,
    'Someone asked to reset the password of your TrueTune account. If it was you, choose a new password with the link below.',
  ];
  const footer =
    'The link works once and expires in 1 hour. Resetting signs you out everywhere. If you did not ask for this, ignore this email; your password stays as it is.';
  return {
    subject: 'Reset your TrueTune password',
    text: `${lines.join('\n\n')}\n\nChoose a new password: ${url}\n\n${footer}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', url }, footer),
  };
}
