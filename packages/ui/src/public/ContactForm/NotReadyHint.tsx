/** Shown in a server-rendered form until the page's script is ready (useHydrated). */
export function NotReadyHint() {
  return (
    <p role="status" className="text-sm font-semibold text-ink-muted">
      يجري تجهيز النموذج، ويصبح جاهزًا للكتابة خلال لحظات.
    </p>
  );
}
