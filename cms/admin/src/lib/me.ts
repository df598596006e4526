// The signed-in editor, as the Shell hands it to every screen.
import { useOutletContext } from 'react-router';
import type { Me } from './types';

export const useMe = () => useOutletContext<Me>();
