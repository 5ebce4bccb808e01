import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api';
import { useEmployeeFaceQuery, useEnrollFaceMutation, useRemoveFaceMutation } from '../api/use-employee-face';
import type { Employee } from '../api/hrms-types';
import { fileToPicture } from './camera-picture';
import { useCan } from '../../../core/access';

/** The view panel's face attendance block: enrol a photo (exactly one face), see how many, remove them. */
export function EmployeeFaceSection({ employee }: { employee: Employee }) {
  const face = useEmployeeFaceQuery(employee.id);
  const enroll = useEnrollFaceMutation(employee.id);
  const remove = useRemoveFaceMutation(employee.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const { modal } = App.useApp();
  // Enrolling and removing a face need hrms.write; a read-only role sees the status only.
  const mayWrite = useCan('hrms.write');
  const status = face.data;

  return (
    <Card size="small" title="Face Attendance" className="face-section" data-testid="employee-face-section">
      {face.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : face.isError ? (
        <Alert type="error" showIcon message={errorMessage(face.error)} />
      ) : status ? (
        <Flex vertical gap="small">
          <Space wrap>
            {status.enrolled ? <Tag color="green">Face enrolled ({status.faces} photo{status.faces === 1 ? '' : 's'})</Tag> : <Tag>No face enrolled</Tag>}
            {status.faceAttendance ? <Tag color="blue">Shift uses face attendance</Tag> : <Tag color="orange">Shift does not use face attendance</Tag>}
          </Space>
          {!status.faceAttendance ? (
            <Typography.Text type="secondary">The kiosk refuses this employee until their shift has Face Attendance turned on (HRMS settings, Shift Time).</Typography.Text>
          ) : null}
          <Typography.Text type="secondary">A clear photo of the employee alone, facing the camera. Up to 5 photos; only the face's measurements are stored, not the photo.</Typography.Text>
          {message ? <Alert type={message.type} showIcon message={message.text} closable onClose={() => setMessage(null)} /> : null}
          <Space wrap hidden={!mayWrite}>
            <Button icon={<CameraOutlined />} loading={enroll.isPending} disabled={employee.deleted || status.faces >= 5} onClick={() => fileInput.current?.click()}>
              {status.enrolled ? 'Add Another Photo' : 'Enrol Face'}
            </Button>
            {status.enrolled ? (
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending} onClick={() => modal.confirm({
                title: 'Remove face',
                content: `Remove the enrolled face of ${employee.firstName} ${employee.lastName}? They can no longer punch at the face kiosk.`,
                okText: 'Remove',
                okButtonProps: { danger: true },
                onOk: async () => {
                  try {
                    setMessage({ type: 'success', text: (await remove.mutateAsync()).message });
                  } catch (e) {
                    setMessage({ type: 'error', text: errorMessage(e) });
                  }
                },
              })}>
                Remove Face
              </Button>
            ) : null}
          </Space>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png"
            capture="user"
            hidden
            data-testid="employee-face-input"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setMessage(null);
              try {
                const { message: text } = await enroll.mutateAsync(await fileToPicture(file));
                setMessage({ type: 'success', text });
              } catch (error) {
                setMessage({ type: 'error', text: errorMessage(error) });
              }
            }}
          />
        </Flex>
      ) : null}
    </Card>
  );
}
