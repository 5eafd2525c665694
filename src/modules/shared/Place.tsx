/** A place (venue, hall) after a map pin, named for screen readers by what kind of place it is. */
export function Place({ kind, name }: { kind: string; name: string }) {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path d="M8 15s5-5 5-8.5A5 5 0 0 0 3 6.5C3 10 8 15 8 15zm0-6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{kind}: </span>
      {name}
    </>
  );
}
