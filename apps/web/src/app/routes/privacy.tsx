import { MINIMUM_AGE } from '@hostelhub/shared';
import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { SUPPORT_EMAIL } from '../../components/layouts/footer';
import { Prose } from '../../components/layouts/prose';
import { paths } from '../../config/paths';

export default function PrivacyRoute() {
  return (
    <ContentLayout
      title="Privacy Policy"
      description="What we collect, why, how long we keep it and your choices."
    >
      <Prose>
        <p>
          This policy explains how Hostelhub handles personal information when you browse hostels,
          create an account, list a hostel or contact us. Hostelhub is an information platform that
          connects students with hostel owners; we do not run hostels ourselves.
        </p>
        <h2>Who may use Hostelhub</h2>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account. We do not knowingly
          collect information from anyone younger; if you believe a child has given us their
          details, contact us and we will delete them.
        </p>
        <h2>Data we keep</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, role (student, owner or
            administrator) and, if you give them, phone number, city, university and gender.
          </li>
          <li>
            <strong>Listings:</strong> for owners, the hostels, rooms, photos, mess menus and
            verified business phone numbers you publish. Uploaded photos are re-encoded and their
            metadata, including camera location, is removed.
          </li>
          <li>
            <strong>Activity:</strong> favourites you save and messages you exchange with owners or
            students through the platform.
          </li>
          <li>
            <strong>Contact messages:</strong> what you send through our contact form, so that we
            can answer it.
          </li>
          <li>
            <strong>Technical data:</strong> basic server logs (IP address, browser type, time of
            request) used to keep the service secure and working.
          </li>
        </ul>
        <h2>How we use it</h2>
        <p>
          We use your information to run the platform: to show listings, let students and owners
          talk to each other, review owners and hostels, answer your questions, prevent abuse and
          improve the service. We do not sell personal information.
        </p>
        <h2>Who can see it</h2>
        <p>
          Hostel listings are public. When you message an owner, they see your name and your
          messages. Administrators can see account details to moderate the platform. Service
          providers that host our servers or send our emails process data only on our instructions.
        </p>
        <h2>Cookies and local storage</h2>
        <p>
          We use a small number of cookies and browser storage entries that the site needs to work:
          a secure, HTTP-only cookie that keeps you signed in, and your saved theme (light or dark).
          We do not use advertising cookies.
        </p>
        <h2>How long we keep it</h2>
        <p>
          We keep account data for as long as your account exists. When you delete your account, we
          delete what you own; the other person in a conversation keeps their copy, shown as from a
          deleted user. Server logs are kept for a limited period for security.
        </p>
        <h2>Your choices</h2>
        <p>
          You can view and update your profile, download your account data and delete your account
          from your settings. You can also ask us to correct or delete your information.
        </p>
        <h2>Governing law</h2>
        <p>
          This policy is governed by the laws of Pakistan. See also our{' '}
          <Link to={paths.terms.getHref()}>Terms of Service</Link>.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about your privacy? Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use our{' '}
          <Link to={paths.contact.getHref()}>contact form</Link>. We are based in Lahore, Pakistan.
        </p>
      </Prose>
    </ContentLayout>
  );
}
