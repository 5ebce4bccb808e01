import { Button, Flex, Form, Skeleton, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { showServerFieldErrors } from '../../../shared/server-field-errors';
import { SidePanel } from '../../../shared/side-panel';
import { useProfileQuery, useSaveProfileMutation } from '../api/use-profiles';
import type { ProfileSaveRequest } from '../api/profile-types';
import { ProfileForm, type ProfileFormValues } from './profile-form';
import { ProfileView } from './profile-view';
import { useFormResetOnOpen } from '../../../shared/use-form-reset-on-open';

const FORM_ID = 'personal-profile-form';

export interface ProfilePanelProps {
  /** null: closed; 0: create; otherwise the profile to view. */
  profileId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** View with an Edit button; Edit (and Create) show the form; Cancel goes back to the view. */
export function ProfilePanel({ profileId, onClose, onSaved }: ProfilePanelProps) {
  const creating = profileId === 0;
  const [editing, setEditing] = useState(creating);
  const [form] = Form.useForm<ProfileFormValues>();
  useFormResetOnOpen(form, editing ? profileId : null);
  const view = useProfileQuery(profileId, false);
  const forEdit = useProfileQuery(editing && !creating ? profileId : null, true);
  const save = useSaveProfileMutation();
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => setEditing(profileId === 0), [profileId]);
  useEffect(() => {
    const p = forEdit.data;
    if (editing && p) {
      form.setFieldsValue({
        nameTitle: p.nameTitle, name: p.name, title: p.title, email: p.email, phone: p.phone, country: p.country, city: p.city,
        emailMasked: p.emailMasked, phoneMasked: p.phoneMasked, url: p.url ?? '', about: p.about ?? '', skills: p.skills, icon: p.icon ?? '',
      });
    }
  }, [editing, forEdit.data, form]);

  const onFinish = async (v: ProfileFormValues) => {
    setBanner(null);
    try {
      const { message } = await save.mutateAsync({
        // No title chosen is sent empty: the server answers its "Select Title" message.
        id: profileId ?? 0, nameTitle: (v.nameTitle ?? '') as ProfileSaveRequest['nameTitle'], name: v.name.trim(), title: v.title.trim(), email: v.email.trim(), phone: v.phone.trim(),
        country: v.country.trim(), city: v.city.trim(), emailMasked: v.emailMasked, phoneMasked: v.phoneMasked, url: v.url?.trim() || null,
        about: v.about?.trim() || null, skills: v.skills ?? [], icon: v.icon?.trim() || null,
      });
      onSaved(message);
    } catch (error) {
      showServerFieldErrors(form, error);
      setBanner({ type: 'warning', text: errorMessage(error) });
    }
  };

  const footer = editing ? (
    <Flex justify="end" gap="small">
      <Button onClick={creating ? onClose : () => setEditing(false)}>Cancel</Button>
      <Button type="primary" htmlType="submit" form={FORM_ID} loading={save.isPending}>Submit</Button>
    </Flex>
  ) : (
    <Flex justify="end" gap="small">
      <Button onClick={onClose}>Close</Button>
      {view.data && !view.data.canEdit ? (
        // Only the company's administrator or the profile's creator may edit it (and see its unmasked contacts).
        <Tooltip title="Only the company's administrator or the person who created this profile can edit it.">
          <Button type="primary" disabled>Edit</Button>
        </Tooltip>
      ) : (
        <Button type="primary" onClick={() => setEditing(true)} disabled={!view.data}>Edit</Button>
      )}
    </Flex>
  );

  const loadError = view.isError ? errorMessage(view.error) : forEdit.isError ? errorMessage(forEdit.error) : null;
  return (
    <SidePanel open={profileId !== null} title={creating ? 'Create Profile' : editing ? 'Edit Profile' : 'Profile'} width={600} onClose={onClose} footer={footer}>
      <FeedbackBanner banner={loadError ? { type: 'warning', text: loadError } : null} />
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      {editing ? (
        creating || forEdit.data ? <ProfileForm form={form} id={FORM_ID} onFinish={onFinish} /> : <Skeleton active />
      ) : view.data ? (
        <ProfileView profile={view.data} />
      ) : (
        <Skeleton active />
      )}
    </SidePanel>
  );
}
