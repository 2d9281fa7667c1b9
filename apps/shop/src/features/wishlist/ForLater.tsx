import { type Localised, textIn } from '@bookshop/contract';
import { ForLaterButton } from '@bookshop/ui';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { forLaterWords } from './forLaterWords';
import { useForLater } from './useForLater';

/** The book page's "Guardar para después" toggle (issue 37), with what a tap on it did. */
export function ForLater({ bookId, name }: { bookId: string; name: Localised }) {
  const { language } = useAreaWords(forLaterWords);
  const forLater = useForLater();
  return (
    <WordsArea area={forLaterWords}>
      <ForLaterButton
        bookName={textIn(name, language)}
        kept={forLater.isKept(bookId)}
        busy={forLater.busy}
        onToggle={() => void forLater.toggle(bookId, name)}
      />
      {forLater.note}
    </WordsArea>
  );
}
