import { Tag } from 'antd';

/** Verification Status column: Verified or Pending (spec). */
export function VerificationTag({ verified }: { verified: boolean }) {
  return verified ? <Tag color="green">Verified</Tag> : <Tag color="orange">Pending</Tag>;
}
