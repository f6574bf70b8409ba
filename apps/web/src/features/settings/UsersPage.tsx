import {
  type Group as GroupRead,
  getGetGroupQueryKey,
  getListGroupsQueryKey,
  getListUsersQueryKey,
  type Role,
  type User,
  useCreateGroup,
  useDeleteGroup,
  useDeleteUser,
  useListGroups,
  useListUsers,
  usePatchUser,
  useRegisterUser,
} from '@lne/api-client';
import { ROLES } from '@lne/permissions';
import { DataTable, type DataTableColumn } from '@lne/ui';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../shared/context/api';
import { usePermission } from '../../shared/context/use-access';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { settingsMessages as m } from './messages';
import { NameModal } from './NameModal';
import { notifySuccess } from './notify';
import { SettingsPage } from './SettingsPage';
import { toUserCreate, type UserFormErrors, type UserFormValues, validateUserForm } from './user-form';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));
const isRole = (value: string | null): value is Role => (ROLES as readonly string[]).includes(value ?? '');

const EMPTY_FORM: UserFormValues = {
  username: '',
  email: '',
  password: '',
  role: 'reader',
  superuser: false,
};

function RegisterUser({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<UserFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const register = useRegisterUser({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.userRegistered);
        await queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
        setValues(EMPTY_FORM);
        onClose();
      },
    },
  });
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));
  return (
    <Modal opened={opened} onClose={onClose} title={m.registerUser} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateUserForm(values);
          setErrors(found);
          if (Object.keys(found).length === 0) register.mutate({ data: toUserCreate(values) });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={m.username}
            value={values.username}
            onChange={(e) => set('username', e.currentTarget.value)}
            error={errors.username}
            data-autofocus
          />
          <TextInput
            label={m.email}
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label={m.password}
            value={values.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={errors.password}
          />
          <Select
            label={m.role}
            data={ROLE_OPTIONS}
            value={values.superuser ? 'admin' : values.role}
            disabled={values.superuser}
            allowDeselect={false}
            onChange={(value) => isRole(value) && set('role', value)}
          />
          <Checkbox
            label={m.superuser}
            checked={values.superuser}
            onChange={(e) => set('superuser', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={register.isPending}>
              {m.registerUser}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ResetPassword({ user, onClose }: { user: User | null; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const patch = usePatchUser({
    mutation: {
      onSuccess: () => {
        notifySuccess(m.userUpdated);
        setPassword('');
        onClose();
      },
    },
  });
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={`${m.resetPassword}: ${user?.username ?? ''}`}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!password.trim()) {
            setError(m.passwordRequired);
            return;
          }
          if (user) patch.mutate({ id: user.id, data: { password: password.trim() } });
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label={m.newPassword}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={patch.isPending}>
              {m.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function UsersTable() {
  const queryClient = useQueryClient();
  const users = useListUsers();
  const me = useCurrentUser().data;
  const update = usePermission('update', 'users');
  const removal = usePermission('delete', 'users');
  const creating = usePermission('create', 'users');
  const [registering, setRegistering] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [changingRole, setChangingRole] = useState<{ user: User; role: Role } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
  const patch = usePatchUser({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.userUpdated);
        setChangingRole(null);
        await refresh();
      },
    },
  });
  const remove = useDeleteUser({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.userDeleted);
        setDeleting(null);
        await refresh();
        await queryClient.invalidateQueries({ queryKey: getListGroupsQueryKey() });
      },
    },
  });

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      { id: 'id', header: m.id, value: (row) => row.id, width: 70 },
      { id: 'username', header: m.username, value: (row) => row.username, filter: 'text' },
      { id: 'email', header: m.email, value: (row) => row.email, filter: 'text' },
      {
        id: 'role',
        header: m.role,
        value: (row) => row.role,
        filter: 'select',
        width: 160,
        cell: (row) => (
          <Select
            size="xs"
            aria-label={`${m.role} ${row.username}`}
            data={ROLE_OPTIONS}
            value={row.role}
            allowDeselect={false}
            disabled={!update.allowed || row.id === me?.id || row.is_demo}
            onChange={(value) => {
              // A role decides what the person may do: asked first, applied on confirmation.
              if (isRole(value) && value !== row.role) setChangingRole({ user: row, role: value });
            }}
            onClick={(event) => event.stopPropagation()}
          />
        ),
      },
      {
        id: 'superuser',
        header: m.superuser,
        value: (row) => (row.is_superuser ? m.yes : m.no),
        width: 110,
        cell: (row) =>
          row.is_superuser ? (
            <Badge color="grape" variant="light">
              {m.superuser}
            </Badge>
          ) : (
            m.no
          ),
      },
      { id: 'active', header: m.active, value: (row) => (row.is_active ? m.yes : m.no), width: 90 },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 250,
        cell: (row) => (
          <RowActionButtons
            row={row.username}
            variant="light"
            actions={[
              {
                label: m.resetPassword,
                permission: update,
                disabled: row.is_demo,
                onClick: () => setResetting(row),
              },
              {
                label: m.delete,
                danger: true,
                permission: removal,
                disabled: row.id === me?.id,
                onClick: () => setDeleting(row),
              },
            ]}
          />
        ),
      },
    ],
    [update, removal, me?.id],
  );

  return (
    <Stack gap="sm">
      <DataTable<User>
        data={users.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        loading={users.isPending}
        error={users.error}
        emptyText={m.noUsers}
        exportFileName="users"
        height={360}
        toolbar={
          <DisabledReason reason={creating.reason}>
            <Button size="sm" onClick={() => setRegistering(true)}>
              {m.registerUser}
            </Button>
          </DisabledReason>
        }
      />
      <RegisterUser opened={registering} onClose={() => setRegistering(false)} />
      <ResetPassword user={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        opened={changingRole !== null}
        title={m.changeRole}
        confirmLabel={m.changeRole}
        color="blue"
        pending={patch.isPending}
        onClose={() => setChangingRole(null)}
        onConfirm={() =>
          changingRole && patch.mutate({ id: changingRole.user.id, data: { role: changingRole.role } })
        }
      >
        {changingRole
          ? m.changeRoleConfirm(changingRole.user.username, changingRole.user.role, changingRole.role)
          : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title={m.deleteUser}
        confirmLabel={m.delete}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        {m.deleteUserConfirm(deleting?.username ?? '')}
      </ConfirmDialog>
    </Stack>
  );
}

function GroupsTable() {
  const queryClient = useQueryClient();
  const groups = useListGroups();
  const creation = usePermission('create', 'groups');
  const removal = usePermission('delete', 'groups');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<GroupRead | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListGroupsQueryKey() });
  const create = useCreateGroup({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.groupCreated);
        setCreating(false);
        await refresh();
      },
    },
  });
  const remove = useDeleteGroup({
    mutation: {
      onSuccess: async (_data, variables) => {
        notifySuccess(m.groupDeleted);
        setDeleting(null);
        queryClient.removeQueries({ queryKey: getGetGroupQueryKey(variables.id) });
        await refresh();
      },
    },
  });
  const columns = useMemo<DataTableColumn<GroupRead>[]>(
    () => [
      { id: 'id', header: m.id, value: (row) => row.id, width: 70 },
      {
        id: 'name',
        header: m.name,
        value: (row) => row.name,
        filter: 'text',
        cell: (row) => (
          <Link
            to="/system-settings/users/groups/$groupId"
            params={{ groupId: String(row.id) }}
            search={(prev) => ({ network: prev.network, snapshot: prev.snapshot })}
          >
            {row.name}
          </Link>
        ),
      },
      { id: 'members', header: m.members, value: (row) => row.users.map((u) => u.username).join(', ') },
      {
        id: 'networks',
        header: m.networks,
        value: (row) => row.explorer_networks.map((n) => n.name).join(', '),
      },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 120,
        cell: (row) => (
          <RowActionButtons
            row={row.name}
            variant="light"
            actions={[
              { label: m.delete, danger: true, permission: removal, onClick: () => setDeleting(row) },
            ]}
          />
        ),
      },
    ],
    [removal],
  );
  return (
    <Stack gap="sm">
      <Title order={3}>{m.groupsTitle}</Title>
      <DataTable<GroupRead>
        data={groups.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        loading={groups.isPending}
        error={groups.error}
        emptyText={m.noGroups}
        exportFileName="groups"
        height={320}
        toolbar={
          <DisabledReason reason={creation.reason}>
            <Button size="sm" onClick={() => setCreating(true)}>
              {m.newGroup}
            </Button>
          </DisabledReason>
        }
      />
      <NameModal
        opened={creating}
        title={m.newGroup}
        nameLabel={m.groupName}
        submitLabel={m.create}
        loading={create.isPending}
        onClose={() => setCreating(false)}
        onSubmit={(value) => create.mutate({ data: { name: value.name } })}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={m.deleteGroup}
        confirmLabel={m.delete}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        {m.deleteGroupConfirm(deleting?.name ?? '')}
      </ConfirmDialog>
    </Stack>
  );
}

/** Users (register, change role, reset password, delete) and groups (create, delete, open). */
export function UsersPage() {
  return (
    <SettingsPage title={m.usersTitle} subjects={['users', 'groups']}>
      <UsersTable />
      <GroupsTable />
    </SettingsPage>
  );
}
