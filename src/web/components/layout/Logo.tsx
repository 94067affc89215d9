export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" fill="#1e3a8a" />
      <path d="M20 7v16M14 13h12" stroke="#d4a017" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M7 28c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0 4.7-2 6-1" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M7 33c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0 4.7-2 6-1" fill="none" stroke="#93c5fd" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
