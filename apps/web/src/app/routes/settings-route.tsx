import { mdiAt, mdiCalendarSync } from '@mdi/js';
import { REVIEW_WEB_MSG } from '@curio/core/review-messages';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { useAuth } from '../../lib/use-auth';
import { Icon } from '../../ui';
import { SettingsSection } from '../../features/account/components/settings-section';
import { SettingsPage } from '../../features/account/pages/settings-page';
import { ProfileDetailsForm } from '../../features/people/components/profile-details-form';
import { ReviewSettingsForm } from '../../features/review/components/review-settings-form';

/** /settings with the people feature's username and bio and the review feature's settings. */
export function SettingsRoute() {
  const { profile, kidsLocked } = useAuth();
  // nobody else sees a Kids Lock learner's profile (decision 021)
  const description = kidsLocked ? KIDS_MSG.profileNote : 'How people find you on Explore People and in the Green AI feed.';
  return (
    <SettingsPage
      profileSection={(notify) => (
        <SettingsSection title="Your profile" description={description} icon={<Icon path={mdiAt} />}>
          <ProfileDetailsForm username={profile?.username ?? ''} bio={profile?.bio ?? ''} notify={notify} />
        </SettingsSection>
      )}
      reviewSection={(notify) => (
        <SettingsSection title={REVIEW_WEB_MSG.settingsTitle} description={REVIEW_WEB_MSG.settingsDescription} icon={<Icon path={mdiCalendarSync} />}>
          <ReviewSettingsForm notify={notify} />
        </SettingsSection>
      )}
    />
  );
}
