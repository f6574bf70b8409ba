import { createLazyRoute } from '@tanstack/react-router';
import { ConfigDiffsPage } from '../../features/configs/ConfigDiffsPage';

export const Route = createLazyRoute('/_app/history/configdiffs')({
  component: ConfigDiffsPage,
});
