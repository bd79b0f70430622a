/** The title and one line of text that open each card of the auth pages; `id` names the form or section. */
export function AuthCardHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <>
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{text}</p>
    </>
  );
}
