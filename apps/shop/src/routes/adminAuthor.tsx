import { OwnerEditPage } from './adminOwners';

/** The back office's edit page of one author (issue 20). */
export function Component() {
  return <OwnerEditPage kind="author" />;
}
