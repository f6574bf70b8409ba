import { createLazyRoute, useParams } from '@tanstack/react-router';
import { GroupPage } from '../../../../features/settings/GroupPage';

function GroupRoute() {
  const { groupId } = useParams({ from: '/_app/system-settings/users/groups/$groupId' });
  return <GroupPage groupId={Number(groupId)} />;
}

export const Route = createLazyRoute('/_app/system-settings/users/groups/$groupId')({
  component: GroupRoute,
});
