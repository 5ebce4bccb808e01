import { CameraOutlined, LogoutOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api';
import { PublicCard } from '../../../shared/public-card';
import {
  forgetKioskDevice, isSessionEnded, loginKioskDevice, punchByFace, storedKioskDevice, type FacePunch, type KioskDevice,
} from '../api/kiosk-client';
import { captureFrame, fileToPicture, openCamera } from '../components/camera-picture';
import { kioskCompanyId } from '../validation/device-rules';
import '../hrms.css';

/** How long a result stays on screen before the kiosk is ready for the next person. */
const RESULT_SECONDS = 6;

type Outcome = { kind: 'punched'; punch: FacePunch; message: string } | { kind: 'refused'; message: string } | null;

/**
 * /attendance-kiosk: a tablet at the door, logged in as an attendance device (its user name and password
 * from HRMS settings > Attendance Devices). Each person looks at the camera and taps Punch; the picture
 * goes to the API, which recognises the employee and punches them with the device's own token. Without a
 * camera (or permission), a photo can be chosen or taken with the file button instead.
 */
export function AttendanceKioskPage() {
  const [device, setDevice] = useState<KioskDevice | null>(() => storedKioskDevice());
  const [notice, setNotice] = useState<string | null>(null);
  if (!device) {
    return <KioskLogin notice={notice} onLoggedIn={(d) => { setNotice(null); setDevice(d); }} />;
  }
  return (
    <KioskCamera
      device={device}
      onSessionEnded={(message) => { forgetKioskDevice(); setNotice(message); setDevice(null); }}
    />
  );
}

function KioskLogin({ notice, onLoggedIn }: { notice: string | null; onLoggedIn: (d: KioskDevice) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <PublicCard title="Attendance Kiosk" subtitle="Sign in with the attendance device's user name and password, and your Company ID (HRMS settings, Attendance Devices).">
      {notice ? <Alert type="warning" showIcon message={notice} className="kiosk-alert" /> : null}
      {error ? <Alert type="error" showIcon message={error} className="kiosk-alert" /> : null}
      <Form
        layout="vertical"
        // The devices tab opens the kiosk with ?company=<id>.
        initialValues={{ companyId: new URLSearchParams(window.location.search).get('company') ?? '' }}
        onFinish={async (v: { companyId?: string; userName: string; password: string }) => {
          setBusy(true);
          setError(null);
          try {
            const companyId = kioskCompanyId(v.companyId);
            onLoggedIn(await loginKioskDevice(v.userName.trim(), v.password, companyId === 'invalid' ? undefined : companyId));
          } catch (e) {
            setError(errorMessage(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item
          name="companyId" label="Company ID"
          extra="Shown in the device form; needed when another company uses the same device user name"
          rules={[{ validator: (_, v: string | undefined) => (kioskCompanyId(v) === 'invalid' ? Promise.reject(new Error('Company ID must be a positive whole number')) : Promise.resolve()) }]}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="userName" label="Device User Name" rules={[{ required: true, whitespace: true, message: 'User Name required' }]}>
          <Input autoFocus autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Password required' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>Start Kiosk</Button>
      </Form>
    </PublicCard>
  );
}

function KioskCamera({ device, onSessionEnded }: { device: KioskDevice; onSessionEnded: (message: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [now, setNow] = useState(() => dayjs());
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const tick = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    void openCamera().then((opened) => {
      if (cancelled) {
        if ('stream' in opened) opened.stream.getTracks().forEach((t) => t.stop());
        return;
      }
      if ('error' in opened) return setCameraError(opened.error);
      stream = opened.stream;
      if (video.current) {
        video.current.srcObject = stream;
        void video.current.play().then(() => setReady(true), () => setCameraError('The camera could not be started. Use the photo button instead.'));
      }
    });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
      clearTimeout(clearTimer.current);
    };
  }, []);

  const send = useCallback(async (picture: Promise<Blob>) => {
    setBusy(true);
    clearTimeout(clearTimer.current);
    try {
      const { data, message } = await punchByFace(device, await picture);
      setOutcome({ kind: 'punched', punch: data, message });
    } catch (e) {
      if (isSessionEnded(e)) return onSessionEnded('This kiosk was signed out (the device signed in elsewhere or its password changed). Please sign in again.');
      setOutcome({ kind: 'refused', message: errorMessage(e) });
    } finally {
      setBusy(false);
      clearTimer.current = setTimeout(() => setOutcome(null), RESULT_SECONDS * 1000);
    }
  }, [device, onSessionEnded]);

  return (
    <main className="kiosk-page">
      <Flex justify="space-between" align="center" className="kiosk-header">
        <div>
          <Typography.Title level={3} className="kiosk-title">Attendance Kiosk</Typography.Title>
          <Typography.Text type="secondary">{device.deviceName}</Typography.Text>
        </div>
        <div className="kiosk-clock">
          <div className="kiosk-clock__time">{now.format('HH:mm:ss')}</div>
          <div className="kiosk-clock__date">{now.format('ddd, DD MMM YYYY')}</div>
        </div>
      </Flex>
      <Card className="kiosk-card">
        <div className="kiosk-camera">
          <video ref={video} muted playsInline className={ready ? 'kiosk-video' : 'kiosk-video kiosk-video--off'} aria-label="Camera preview" />
          {!ready ? <div className="kiosk-camera__placeholder">{cameraError ?? 'Starting the camera...'}</div> : null}
        </div>
        <Flex vertical gap="middle" className="kiosk-actions">
          <Typography.Paragraph className="kiosk-hint">Look at the camera, one person at a time, and tap Punch.</Typography.Paragraph>
          <Space wrap>
            <Button type="primary" size="large" icon={<CameraOutlined />} disabled={!ready} loading={busy} onClick={() => void send(captureFrame(video.current!))}>
              Punch
            </Button>
            <Button size="large" icon={<UploadOutlined />} disabled={busy} onClick={() => fileInput.current?.click()}>
              Use a Photo
            </Button>
          </Space>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png"
            capture="user"
            hidden
            data-testid="kiosk-photo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void send(fileToPicture(file));
            }}
          />
          {outcome?.kind === 'punched' ? (
            <Result
              status="success"
              className="kiosk-result"
              title={outcome.punch.name}
              subTitle={`${outcome.punch.employeeCode} · ${outcome.punch.result === 'ACCEPTED' ? 'Punched at' : 'Already punched at'} ${dayjs(outcome.punch.punchTime).format('HH:mm')}`}
            />
          ) : outcome?.kind === 'refused' ? (
            <Alert type="error" showIcon message={outcome.message} className="kiosk-result" />
          ) : null}
        </Flex>
      </Card>
      <Flex justify="end">
        <Button type="link" icon={<LogoutOutlined />} onClick={() => onSessionEnded('The kiosk was signed out.')}>Sign out kiosk</Button>
      </Flex>
    </main>
  );
}
