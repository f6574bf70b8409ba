import { notifications } from '@mantine/notifications';

/** A success toast (green), as the License dialog shows 'License is active!'. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
