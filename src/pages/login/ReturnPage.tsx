import { useEffect } from 'react';

/** The sign-in return pages show no chrome (spec section 2): a title and, at most, a status line. */
export function ReturnPage({ title, status }: { title: string; status?: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return status ? <p role="status">{status}</p> : null;
}
