import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout, authLinkClasses } from './auth-layout';
import { RegisterForm } from './register-form';

export function SignupOwner() {
  return (
    <AuthLayout
      title="Create an owner account"
      description="List your hostel and reach students across Pakistan."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
            Sign in
          </Link>{' '}
          · Looking for a hostel?{' '}
          <Link to={paths.auth.signupStudent.getHref()} className={authLinkClasses}>
            Sign up as a student
          </Link>
        </>
      }
    >
      <section className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="space-y-1">
          <h2 className="font-semibold">Account approval</h2>
          <p>
            Every owner account is reviewed by our team after you verify your email address. Review
            takes 24-48 hours; once approved you can create and manage your listings.
          </p>
        </div>
      </section>
      <RegisterForm variant="owner" />
    </AuthLayout>
  );
}
