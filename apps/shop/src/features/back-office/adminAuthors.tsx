import { WordsArea } from '../../i18n/area';
import { CreatorListPage } from './adminCreators';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** The back office's authors, published or not (issue 20). */
function Page() {
  return <CreatorListPage kind="author" />;
}
