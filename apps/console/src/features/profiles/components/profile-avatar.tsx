import { Avatar } from 'antd';
import { initialsOf } from '../../../shared/initials';

/** The profile's icon: an image when it is an https URL, the text (emoji) when short, else initials. */
export function ProfileAvatar({ icon, name, size = 32 }: { icon: string | null; name: string; size?: number }) {
  if (icon && /^https:\/\//i.test(icon)) return <Avatar size={size} src={icon} alt={name} />;
  if (icon && icon.length <= 4) return <Avatar size={size}>{icon}</Avatar>;
  return <Avatar size={size}>{initialsOf(name)}</Avatar>;
}
