import { OwnerListPage } from './adminOwners';

/** The back office's publishers, published or not (issue 20). */
export function Component() {
  return <OwnerListPage kind="publisher" />;
}
