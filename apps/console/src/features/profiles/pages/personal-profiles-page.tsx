import { EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { useListState } from '../../../shared/use-list-state';
import { profileKeys } from '../api/profile-keys';
import type { ProfileListItem } from '../api/profile-types';
import { useProfilesQuery } from '../api/use-profiles';
import { ProfileAvatar } from '../components/profile-avatar';
import { ProfilePanel } from '../components/profile-panel';
import { rowNumberColumn } from '../../../shared/list-columns';
import { CreateButton, RowButton } from '../../../shared/list-buttons';
import { ListToolbar } from '../../../shared/list-toolbar';
import { closeAndShow } from '../../../shared/panel-saved';

/** Spec 2.13: a panel opened while another is closing waits this long. */
const REOPEN_DELAY_MS = 500;

/** /personal-profile: list (#, Name, Title, view); Create Profile opens the panel in edit mode. */
export function PersonalProfilesPage() {
  const list = useListState<ProfileListItem>();
  const profiles = useProfilesQuery({ search: list.search, page: list.page });
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = (id: number) => {
    window.clearTimeout(timer.current);
    if (openId === null) {
      setOpenId(id);
      return;
    }
    setOpenId(null);
    timer.current = window.setTimeout(() => setOpenId(id), REOPEN_DELAY_MS);
  };

  const columns: TableColumnsType<ProfileListItem> = [
    rowNumberColumn(list.page),
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, p) => (
        <Flex gap={10} align="center">
          <ProfileAvatar icon={p.icon} name={name} />
          <Typography.Text strong>{p.nameTitle} {name}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Title', dataIndex: 'title' },
    {
      title: 'Action',
      key: 'action',
      width: 90,
      render: (_, p) => (
        <RowButton framed tip="View" label={`View ${p.name}`} icon={<EyeOutlined />} onClick={() => open(p.id)} />
      ),
    },
  ];

  const loadError = profiles.isError ? errorMessage(profiles.error) : null;
  return (
    <PageFrame
      title="Personal Profile"
      loading={profiles.isFetching}
      actions={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => { list.reset(); setOpenId(null); void queryClient.invalidateQueries({ queryKey: profileKeys.all }); }}>
            Refresh
          </Button>
          <CreateButton onClick={() => open(0)}>Create Profile</CreateButton>
        </>
      }
    >
      <FeedbackBanner banner={loadError ? { type: 'warning', text: loadError } : null} />
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <ListToolbar list={list} placeholder="Search profiles" />
      <DataList<ProfileListItem> columns={columns} data={profiles.data} loading={profiles.isPending} page={list.page} onPageChange={list.setPage} />
      <ProfilePanel
        profileId={openId}
        onClose={() => setOpenId(null)}
        onSaved={closeAndShow(() => setOpenId(null), setBanner)}
      />
    </PageFrame>
  );
}
