import { call, signIn, SimpleGrid, useNavigate } from '@vigil/shared';
import { useState } from 'react';
import { afterSignInPath } from '../../lib/after-sign-in';
import { GoogleButton } from '../../components/google-button';
import { checkRegister, type RegisterErrors, type RegisterFields } from './register-fields';
import { registerFailureMessage } from './register-failure';
import { TermsCheckbox } from './terms-checkbox';
import { AuthForm } from '../../components/auth-form';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { useSubmission } from '../../components/use-submission';

const FIELDS: {
  name: keyof RegisterFields;
  label: string;
  type: TextFieldProps['type'];
  autoComplete: string;
}[] = [
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/** Sign-up; both buttons wait for the terms box (product.md §2). */
export function RegisterForm() {
  const navigate = useNavigate();
  const [fields, setFields] = useState<RegisterFields>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [agreed, setAgreed] = useState(false);
  const { error: failure, setError: setFailure, busy, run } = useSubmission();

  function submit() {
    const { values, errors: found } = checkRegister(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !agreed) return;
    void run(async () => {
      // Username is the email (product.md §3).
      signIn(await call('register', { body: { ...values, username: values.email } }));
      navigate(afterSignInPath(), { replace: true });
    }, registerFailureMessage);
  }

  return (
    <AuthForm
      onSubmit={submit}
      error={failure}
      busy={busy}
      submitLabel="Create account"
      submitDisabled={!agreed}
      after={<GoogleButton disabled={!agreed} />}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {FIELDS.slice(0, 2).map((field) => renderField(field))}
      </SimpleGrid>
      {FIELDS.slice(2).map((field) => renderField(field))}
      <TermsCheckbox checked={agreed} onChange={setAgreed} />
    </AuthForm>
  );

  function renderField({ name, label, type, autoComplete }: (typeof FIELDS)[number]) {
    return (
      <TextField
        key={name}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(value) => setFields((current) => ({ ...current, [name]: value }))}
        error={errors[name]}
      />
    );
  }
}
