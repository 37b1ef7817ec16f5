import { useEffect, useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** docs/product.md#auth-screens: a password field shows its text while the Control key is held. */
export const PasswordInput = (props: Omit<ComponentProps<'input'>, 'type'>) => {
  const [reveal, setReveal] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => setReveal(event.ctrlKey);
    const onBlur = () => setReveal(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return <Input type={reveal ? 'text' : 'password'} autoComplete="current-password" {...props} />;
};
