import { MailOutlined } from '@ant-design/icons';
import { ROLE_LABELS, type CompanyRole } from '@bizdesk/shared';
import { App, Button, Flex, Select, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useCan } from '../../../core/access';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { usersKeys } from '../api/users-keys';
import { useResendInvitationMutation, useUpdateUserMutation, useUsersQuery, type CompanyUser } from '../api/use-users';
import { InviteUserPanel, ROLE_DESCRIPTIONS, ROLE_OPTIONS } from '../components/invite-user-panel';
import { dateColumn, rowNumberColumn } from '../../../shared/list-columns';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';
import { ListActions } from '../../../shared/list-buttons';

/**
 * /users: the company's logins (#, Name, Email, Role, Status, Invited), with search and paging; the owner
 * invites users, changes their role, activates or deactivates them and sends an invitation again.
 */
export function UsersPage() {
  const list = useListState<CompanyUser>();
  const users = useUsersQuery({ search: list.search, page: list.page });
  const [banner, setBanner] = useState<Banner | null>(null);
  const [inviting, setInviting] = useState(false);
  const update = useUpdateUserMutation();
  const resend = useResendInvitationMutation();
  const mayManage = useCan('users.write');
  const { modal } = App.useApp();

  const run = async (action: () => Promise<{ message: string }>) => {
    setBanner(null);
    try {
      setBanner({ type: 'success', text: (await action()).message });
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };
  const setActive = (user: CompanyUser, active: boolean) => {
    if (active) return void run(() => update.mutateAsync({ id: user.id, active }));
    modal.confirm({
      title: `Deactivate ${user.name}?`,
      content: 'They are signed out at once and cannot log in until you activate them again.',
      okText: 'Deactivate',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => run(() => update.mutateAsync({ id: user.id, active })),
    });
  };

  const columns: TableColumnsType<CompanyUser> = [
    rowNumberColumn(list.page),
    {
      title: 'Name',
      dataIndex: 'name',
      render: (v: string, u) => (
        <Typography.Text strong>
          {v} {u.isYou ? <Tag>You</Tag> : null}
        </Typography.Text>
      ),
    },
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Role',
      key: 'role',
      width: 170,
      render: (_, u) =>
        mayManage && !u.isYou ? (
          <Tooltip title={ROLE_DESCRIPTIONS[u.role as CompanyRole]} placement="left">
            <Select
              size="small"
              value={u.role}
              options={ROLE_OPTIONS}
              aria-label={`Role of ${u.name}`}
              style={{ width: 140 }}
              onChange={(role) => void run(() => update.mutateAsync({ id: u.id, role }))}
            />
          </Tooltip>
        ) : (
          ROLE_LABELS[u.role as CompanyRole]
        ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, u) => (
        <Flex gap={4} wrap>
          {u.active ? <Tag color="green">Active</Tag> : <Tag color="red">Inactive</Tag>}
          {u.invitationPending ? <Tag color="gold">Invitation pending</Tag> : null}
        </Flex>
      ),
    },
    dateColumn('Invited', 'invitedAt'),
    ...(mayManage
      ? [
          {
            title: 'Action',
            key: 'action',
            width: 220,
            render: (_: unknown, u: CompanyUser) =>
              u.isYou ? null : (
                <Flex gap={4}>
                  {u.invitationPending && u.active ? (
                    <Button size="small" icon={<MailOutlined />} onClick={() => void run(() => resend.mutateAsync(u.id))}>
                      Resend invitation
                    </Button>
                  ) : null}
                  {u.active ? (
                    <Button size="small" danger onClick={() => setActive(u, false)}>
                      Deactivate
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => setActive(u, true)}>
                      Activate
                    </Button>
                  )}
                </Flex>
              ),
          },
        ]
      : []),
  ];

  return (
    <PageFrame
      title="Users"
      loading={users.isFetching}
      actions={<ListActions list={list} queryKey={usersKeys.all} create={mayManage && { label: 'Invite User', onClick: () => setInviting(true) }} />}
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search users" />
      <DataList<CompanyUser>
        columns={columns}
        data={users.data}
        loading={users.isPending}
        page={list.page}
        onPageChange={list.setPage}
        locale={{ emptyText: list.search ? 'No users match the search' : 'No users yet' }}
      />
      <InviteUserPanel
        open={inviting}
        onClose={() => setInviting(false)}
        onSaved={closeAndShow(() => setInviting(false), setBanner)}
      />
    </PageFrame>
  );
}
