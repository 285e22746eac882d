import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { Prose } from '../../components/layouts/prose';
import { paths } from '../../config/paths';

export default function AboutRoute() {
  return (
    <ContentLayout
      title="About Hostelhub"
      description="Why we built a better way for students in Pakistan to find a hostel."
    >
      <Prose>
        <h2>Our story</h2>
        <p>
          Hostelhub began with a problem our founder lived through. Moving to Lahore for university
          meant weeks of walking from street to street, calling numbers copied from wall posters and
          arriving at hostels that looked nothing like their descriptions. Prices changed between
          the phone call and the visit, and nobody could say whether the mess food was any good or
          the water ran all day.
        </p>
        <p>
          Talking to classmates from Karachi, Islamabad, Peshawar and Multan, the story was the same
          everywhere. So we set out to build one place where students can see verified hostels with
          honest prices, real photos, room details and weekly mess menus before they ever leave
          home.
        </p>
        <h2>What we do</h2>
        <ul>
          <li>Every hostel is reviewed by our team before it appears to students.</li>
          <li>
            Our maps integration shows each hostel on an OpenStreetMap map, with directions from
            where you are, so you know exactly how far it is from your campus.
          </li>
          <li>
            Owners list rooms, prices, facilities and mess plans, and answer students directly.
          </li>
          <li>Prices are shown in Pakistani rupees per month, the same way on every page.</li>
        </ul>
        <h2>Join us</h2>
        <p>
          Looking for a place to stay?{' '}
          <Link to={paths.auth.signupStudent.getHref()}>Create a student account</Link>. Own or
          manage a hostel?{' '}
          <Link to={paths.auth.signupOwner.getHref()}>List it with an owner account</Link>.
        </p>
        <p>
          Questions or ideas? <Link to={paths.contact.getHref()}>Contact us</Link>. Read how we
          handle your data in our <Link to={paths.privacy.getHref()}>Privacy Policy</Link> and the
          rules of the platform in our <Link to={paths.terms.getHref()}>Terms of Service</Link>.
        </p>
      </Prose>
    </ContentLayout>
  );
}
