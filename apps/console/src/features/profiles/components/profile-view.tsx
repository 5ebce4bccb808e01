import { LinkOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import type { Profile } from '../api/profile-types';
import { ProfileAvatar } from './profile-avatar';

/** The detail view: masked e-mail and phone (as the profile asks), about, skills and link. */
export function ProfileView({ profile }: { profile: Profile }) {
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        <ProfileAvatar icon={profile.icon} name={profile.name} size={56} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>{profile.nameTitle} {profile.name}</Typography.Title>
          <Typography.Text type="secondary">{profile.title}</Typography.Text>
        </div>
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={<><MailOutlined /> Email</>}>{profile.email}</Descriptions.Item>
        <Descriptions.Item label={<><PhoneOutlined /> Phone</>}>{profile.phone}</Descriptions.Item>
        <Descriptions.Item label="Location">{profile.city}, {profile.country}</Descriptions.Item>
        {profile.url ? (
          <Descriptions.Item label={<><LinkOutlined /> Link</>}>
            <a href={profile.url} target="_blank" rel="noopener noreferrer nofollow">{profile.url}</a>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {profile.about ? (
        <div>
          <Typography.Text strong>About</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{profile.about}</Typography.Paragraph>
        </div>
      ) : null}
      {profile.skills.length ? (
        <div>
          <Typography.Text strong>Skills</Typography.Text>
          <Flex wrap gap={6} style={{ marginTop: 6 }}>{profile.skills.map((s) => <Tag key={s}>{s}</Tag>)}</Flex>
        </div>
      ) : null}
    </Flex>
  );
}
