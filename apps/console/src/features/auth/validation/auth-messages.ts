/** Field messages of platform-core section 5, word for word where the spec gives them. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  forgotEmailRequired: 'Please enter email',
  emailInvalid: 'Invalid email address.',
  captchaInvalid: 'Please enter valid captcha',
  passwordsMustMatch: 'Passwords must match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  newMustDiffer: 'New password must be different than current password',
  confirmMustEqualNew: 'Confirm password must be same as new password',
} as const;
