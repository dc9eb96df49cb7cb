import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The product's look in mail clients: the web app's brand colours (web/styles.css), inline. */
const brand = { 600: '#e11d48', 50: '#fff1f2', text: '#1f2937', muted: '#6b7280' };
const styles = {
  body: { backgroundColor: brand[50], fontFamily: 'Helvetica, Arial, sans-serif', color: brand.text, margin: 0 },
  container: { backgroundColor: '#ffffff', borderRadius: 12, margin: '24px auto', maxWidth: 520, padding: '24px 32px' },
  brand: { color: brand[600], fontSize: 20, fontWeight: 700, margin: '0 0 16px' },
  heading: { fontSize: 22, margin: '0 0 12px' },
  button: { backgroundColor: brand[600], borderRadius: 8, color: '#ffffff', padding: '12px 20px', fontWeight: 600 },
  item: { fontSize: 16, margin: '0 0 8px' },
  footer: { color: brand.muted, fontSize: 12, lineHeight: '18px' },
};

export interface EmailLink {
  text: string;
  url: string;
}

export interface NotificationEmail {
  /** D37: the member's language, the texts below already in it. */
  language: string;
  /** The mail's subject and heading. */
  title: string;
  /** What happened, in one or more lines (a digest lists several). */
  items: EmailLink[];
  action: EmailLink;
  /** Why the member gets this mail, and the one-click way out of this kind. */
  reason: string;
  unsubscribe: EmailLink;
  or: string;
  settings: EmailLink;
}

function Layout(props: { language: string; preview: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Html lang={props.language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Divine Match</Text>
          {props.children}
          <Hr />
          {props.footer}
        </Container>
      </Body>
    </Html>
  );
}

function Email({ mail }: { mail: NotificationEmail }) {
  return (
    <Layout
      language={mail.language}
      preview={mail.title}
      footer={
        <Text style={styles.footer}>
          {mail.reason} <Link href={mail.unsubscribe.url}>{mail.unsubscribe.text}</Link> {mail.or}{' '}
          <Link href={mail.settings.url}>{mail.settings.text}</Link>.
        </Text>
      }
    >
      <Heading as="h1" style={styles.heading}>
        {mail.title}
      </Heading>
      {mail.items.map((item) => (
        <Text key={item.url + item.text} style={styles.item}>
          <Link href={item.url}>{item.text}</Link>
        </Text>
      ))}
      <Section>
        <Button href={mail.action.url} style={styles.button}>
          {mail.action.text}
        </Button>
      </Section>
    </Layout>
  );
}

/** The mail as HTML and as plain text (D30: both, in the product's look). */
export async function renderNotificationEmail(mail: NotificationEmail): Promise<{ html: string; text: string }> {
  const html = await render(<Email mail={mail} />);
  return { html, text: toPlainText(html) };
}
