import { OwnerListPage } from './adminOwners';

/** The back office's authors, published or not (issue 20). */
export function Component() {
  return <OwnerListPage kind="author" />;
}
