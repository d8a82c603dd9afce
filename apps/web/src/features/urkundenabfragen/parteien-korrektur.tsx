import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { feldLabels, parteienText, type Feld, type FeldName, type Partei } from '@app/domain';

/**
 * Issue 25 point 5: buyers or sellers corrected as text, one party a line ('Name; geb. TT.MM.JJJJ;
 * FN 123456a; Anteil a/b'), prefilled with what was read. Ctrl+Enter or the button saves (Enter adds a
 * line), Esc discards; the server checks date, FN and share and answers a German message per line.
 */
export function ParteienKorrektur({
  name,
  f,
  busy,
  onFocus,
  onSave,
}: {
  name: FeldName;
  f: Feld;
  busy: boolean;
  onFocus: () => void;
  onSave: (text: string) => Promise<boolean>;
}) {
  const gelesen = parteienText(Array.isArray(f.wert) ? (f.wert as Partei[]) : []);
  const [text, setText] = useState<string | null>(null);
  const save = async () => {
    if (text !== null && text.trim() && (await onSave(text))) setText(null);
  };
  return (
    <>
      <Textarea
        size="xs"
        mt={2}
        autosize
        minRows={1}
        maxRows={6}
        aria-label={`${feldLabels[name]} korrigieren`}
        description="Eine Partei je Zeile: Name; geb. TT.MM.JJJJ; FN 123456a; Anteil a/b"
        value={text ?? gelesen}
        onFocus={onFocus}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void save();
          }
          if (e.key === 'Escape') setText(null);
        }}
      />
      {text !== null && text !== gelesen && (
        <Group gap="xs" mt={4}>
          <Button size="compact-xs" disabled={busy} onClick={() => void save()}>
            Korrektur speichern
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setText(null)}>
            Verwerfen
          </Button>
        </Group>
      )}
    </>
  );
}
