import { MINIMUM_AGE } from '@hostelhub/shared';
import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { SUPPORT_EMAIL } from '../../components/layouts/footer';
import { Prose } from '../../components/layouts/prose';
import { paths } from '../../config/paths';

export default function TermsRoute() {
  return (
    <ContentLayout title="Terms of Service" description="The rules for using Hostelhub.">
      <Prose>
        <p>
          These terms apply to everyone who uses Hostelhub, whether browsing as a visitor, or with a
          student, owner or administrator account. By using the platform you accept them.
        </p>
        <h2>An information platform only</h2>
        <p>
          Hostelhub is an information platform. We help students find hostels and help owners
          describe them; we are not a party to any agreement between a student and a hostel, we do
          not collect rent or deposits, and we do not guarantee the availability, quality or safety
          of any hostel. Always visit a hostel and confirm terms with the owner before paying.
        </p>
        <h2>Eligibility</h2>
        <p>You must be at least {MINIMUM_AGE} years old to create an account.</p>
        <h2>Your account</h2>
        <ul>
          <li>Give accurate information and keep your password to yourself.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>
            Roles are assigned by Hostelhub; owner accounts are reviewed before they may list
            hostels.
          </li>
        </ul>
        <h2>Listings</h2>
        <ul>
          <li>Owners must describe their hostels honestly, with current prices and real photos.</li>
          <li>
            Every hostel is reviewed before it is shown, and we may reject or remove any listing.
          </li>
          <li>
            Owners keep the rights to their photos and text, and allow us to display them on the
            platform.
          </li>
        </ul>
        <h2>Acceptable use</h2>
        <ul>
          <li>No harassment, spam, fraud or misleading messages.</li>
          <li>No attempts to break, overload or gain unauthorised access to the service.</li>
          <li>No collecting other users' personal information.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
        <h2>Liability</h2>
        <p>
          The platform is provided as it is. To the extent the law allows, Hostelhub is not liable
          for losses arising from dealings between students and owners or from information that
          owners publish.
        </p>
        <h2>Changes</h2>
        <p>
          We may update these terms; the current version is always on this page. Your personal data
          is handled as described in our <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
        </p>
        <h2>Governing law</h2>
        <p>
          These terms are governed by the laws of Pakistan, and disputes fall under the courts of
          Pakistan.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about these terms? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{' '}
          or use our <Link to={paths.contact.getHref()}>contact form</Link>.
        </p>
      </Prose>
    </ContentLayout>
  );
}
