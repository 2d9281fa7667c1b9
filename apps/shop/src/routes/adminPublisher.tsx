import { OwnerEditPage } from './adminOwners';

/** The back office's edit page of one publisher (issue 20). */
export function Component() {
  return <OwnerEditPage kind="publisher" />;
}
