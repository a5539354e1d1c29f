export interface RegisterFields {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterFields, string>>;

/** Trimmed values and the product's "… is required" messages (product.md §5). */
export function checkRegister(fields: RegisterFields) {
  const values: RegisterFields = {
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    email: fields.email.trim(),
    password: fields.password.trim(),
  };
  const errors: RegisterErrors = {};
  if (!values.email) errors.email = 'Email is required';
  if (!values.password) errors.password = 'Password is required';
  if (!values.first_name) errors.first_name = 'First Name is required';
  if (!values.last_name) errors.last_name = 'Last Name is required';
  return { values, errors };
}
