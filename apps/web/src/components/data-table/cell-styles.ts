// Plain styles for table cells (issue 11): Mantine's Group and Text cost a render of their own for each cell.

/** Text cut with '…' inside a flex cell (the cell itself cuts plain text). */
export const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const;
/** A value and its button (or badges) side by side, centred on one line. */
export const withButton = { display: 'flex', alignItems: 'center', gap: 4 } as const;
export const alignRight = { textAlign: 'right' } as const;
