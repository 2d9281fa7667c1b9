import { WordsArea } from '../../i18n/area';
import { CreatorEditPage } from './adminCreators';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** The back office's edit page of one author (issue 20). */
function Page() {
  return <CreatorEditPage kind="author" />;
}
