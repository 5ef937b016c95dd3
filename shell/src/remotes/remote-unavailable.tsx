export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section>
      <h1>This part of the site is taking a break</h1>
      <button type="button" onClick={onRetry}>Try again</button>
    </section>
  );
}
