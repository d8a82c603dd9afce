import { useEffect } from 'react';

export const productName = 'Immobilien-Backoffice';

/** Names the browser tab after the page, so tabs and history entries can be told apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${productName}` : productName;
  }, [title]);
}
