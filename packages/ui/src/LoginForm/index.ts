export { LoginForm, type LoginFormProps, type LoginValues, loginSchema } from './LoginForm';
export { loginFormMessages } from './messages';
