import AlternateEmailOutlinedIcon from '@mui/icons-material/AlternateEmailOutlined';
import { useAuth } from '../../features/account/hooks/use-auth';
import { SettingsSection } from '../../features/account/components/settings-section';
import { SettingsPage } from '../../features/account/pages/settings-page';
import { ProfileDetailsForm } from '../../features/people/components/profile-details-form';

/** /settings with the people feature's username and bio. */
export function SettingsRoute() {
  const { profile } = useAuth();
  return (
    <SettingsPage
      profileSection={(notify) => (
        <SettingsSection title="Your profile" description="How people find you on Explore People and in the Green AI feed." icon={<AlternateEmailOutlinedIcon />}>
          <ProfileDetailsForm username={profile?.username ?? ''} bio={profile?.bio ?? ''} notify={notify} />
        </SettingsSection>
      )}
    />
  );
}
