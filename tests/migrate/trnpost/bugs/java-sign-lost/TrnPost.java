// seeded bug: the transaction amount's overpunched sign is dropped (abs), so a negative amount posts instead of being rejected 05; shows on: typical (T0000008, -5.00)
// TRNPOST in Java: daily card transaction posting. Loads the card cross-reference (XREF) and the
// account master (ACCTS, ascending account number in EBCDIC order), posts the day's transactions
// (TRANS), writes the updated master (ACCTOUT) and the rejected transactions with a reason code
// (REJECTS). Exit status 4 when a transaction is rejected, 12 for an abend.
// Usage: java TrnPost XREF ACCTS TRANS ACCTOUT REJECTS (Latin-1 line files, one record per line).
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class TrnPost {
    static final int ABEND_STATUS = 12;
    static final int MAX_CARDS = 200;
    static final int MAX_ACCOUNTS = 100;
    static final PrintStream OUT =
        new PrintStream(new BufferedOutputStream(System.out), false, StandardCharsets.ISO_8859_1);

    /** Latin-1 char -> code page 037 byte: COBOL compares alphanumeric data in EBCDIC order. */
    static final int[] EBCDIC_037 = {
        0x00, 0x01, 0x02, 0x03, 0x37, 0x2D, 0x2E, 0x2F, 0x16, 0x05, 0x25, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F,
        0x10, 0x11, 0x12, 0x13, 0x3C, 0x3D, 0x32, 0x26, 0x18, 0x19, 0x3F, 0x27, 0x1C, 0x1D, 0x1E, 0x1F,
        0x40, 0x5A, 0x7F, 0x7B, 0x5B, 0x6C, 0x50, 0x7D, 0x4D, 0x5D, 0x5C, 0x4E, 0x6B, 0x60, 0x4B, 0x61,
        0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0x7A, 0x5E, 0x4C, 0x7E, 0x6E, 0x6F,
        0x7C, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xD1, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6,
        0xD7, 0xD8, 0xD9, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xBA, 0xE0, 0xBB, 0xB0, 0x6D,
        0x79, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96,
        0x97, 0x98, 0x99, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xC0, 0x4F, 0xD0, 0xA1, 0x07,
        0x20, 0x21, 0x22, 0x23, 0x24, 0x15, 0x06, 0x17, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x09, 0x0A, 0x1B,
        0x30, 0x31, 0x1A, 0x33, 0x34, 0x35, 0x36, 0x08, 0x38, 0x39, 0x3A, 0x3B, 0x04, 0x14, 0x3E, 0xFF,
        0x41, 0xAA, 0x4A, 0xB1, 0x9F, 0xB2, 0x6A, 0xB5, 0xBD, 0xB4, 0x9A, 0x8A, 0x5F, 0xCA, 0xAF, 0xBC,
        0x90, 0x8F, 0xEA, 0xFA, 0xBE, 0xA0, 0xB6, 0xB3, 0x9D, 0xDA, 0x9B, 0x8B, 0xB7, 0xB8, 0xB9, 0xAB,
        0x64, 0x65, 0x62, 0x66, 0x63, 0x67, 0x9E, 0x68, 0x74, 0x71, 0x72, 0x73, 0x78, 0x75, 0x76, 0x77,
        0xAC, 0x69, 0xED, 0xEE, 0xEB, 0xEF, 0xEC, 0xBF, 0x80, 0xFD, 0xFE, 0xFB, 0xFC, 0xAD, 0xAE, 0x59,
        0x44, 0x45, 0x42, 0x46, 0x43, 0x47, 0x9C, 0x48, 0x54, 0x51, 0x52, 0x53, 0x58, 0x55, 0x56, 0x57,
        0x8C, 0x49, 0xCD, 0xCE, 0xCB, 0xCF, 0xCC, 0xE1, 0x70, 0xDD, 0xDE, 0xDB, 0xDC, 0x8D, 0x8E, 0xDF,    };

    static int ebcdicCompare(String a, String b) {
        for (int i = 0; i < Math.min(a.length(), b.length()); i++) {
            int d = EBCDIC_037[a.charAt(i)] - EBCDIC_037[b.charAt(i)];
            if (d != 0) return d;
        }
        return a.length() - b.length();
    }

    /** A zoned decimal field with `scale` decimals ({, A-I positive; }, J-R negative last digit). */
    static BigDecimal zoned(String field, int scale) {
        char last = field.charAt(field.length() - 1);
        int digit;
        boolean negative = false;
        if (last >= '0' && last <= '9') digit = last - '0';
        else if (last == '{') digit = 0;
        else if (last >= 'A' && last <= 'I') digit = last - 'A' + 1;
        else if (last == '}') { digit = 0; negative = true; }
        else if (last >= 'J' && last <= 'R') { digit = last - 'J' + 1; negative = true; }
        else throw new IllegalArgumentException("not a zoned digit: " + last);
        BigDecimal v = new BigDecimal(new java.math.BigInteger(field.substring(0, field.length() - 1) + digit), scale);
        return negative ? v.negate() : v;
    }

    static String toZoned(BigDecimal value, int width) {
        String digits = String.format("%0" + width + "d", value.unscaledValue().abs());
        int d = digits.charAt(width - 1) - '0';
        char sign = value.signum() < 0 ? (d == 0 ? '}' : (char) ('J' + d - 1))
                                       : (d == 0 ? '{' : (char) ('A' + d - 1));
        return digits.substring(0, width - 1) + sign;
    }

    /** COBOL's high-order truncation to `intDigits` integer digits (the sign kept). */
    static BigDecimal truncate(BigDecimal value, int intDigits) {
        return value.remainder(BigDecimal.TEN.pow(intDigits));
    }

    static long truncate(long value, int digits) {
        return value % (long) Math.pow(10, digits);
    }

    static String editInt(long value, int digits) {
        String text = String.format("%0" + digits + "d", value % (long) Math.pow(10, digits));
        StringBuilder sb = new StringBuilder();
        boolean significant = false;
        for (int i = 0; i < digits; i++) {
            int fromRight = digits - i;
            if (i > 0 && fromRight % 3 == 0) sb.append(significant ? ',' : ' ');
            significant |= text.charAt(i) != '0' || fromRight == 1;
            sb.append(significant ? text.charAt(i) : ' ');
        }
        return sb.toString();
    }

    /** Z,ZZZ,ZZZ,ZZ9.99, and with `credit` the CR symbol of ...9.99CR (shown when negative). */
    static String editAmount(BigDecimal amount, boolean credit) {
        BigDecimal v = truncate(amount, 10);
        long cents = v.abs().movePointRight(2).longValueExact();
        String s = editInt(cents / 100, 10) + "." + String.format("%02d", cents % 100);
        return credit ? s + (v.signum() < 0 ? "CR" : "  ") : s;
    }

    enum Reason {
        NOT_ON_XREF("CARD NOT ON XREF"), BLOCKED("CARD BLOCKED"), NO_ACCOUNT("ACCOUNT NOT ON MASTER"),
        BAD_TYPE("INVALID TRANSACTION TYPE"), NOT_POSITIVE("AMOUNT NOT POSITIVE"), OVER_LIMIT("OVER CREDIT LIMIT");
        final String text;
        Reason(String text) { this.text = text; }
        int code() { return ordinal() + 1; }
    }

    static final class RejectException extends Exception {
        final Reason reason;
        RejectException(Reason reason) { super(reason.text, null, false, false); this.reason = reason; }
    }

    static final class AbendException extends RuntimeException {
        AbendException(String message) { super(message); }
    }

    record CardRef(String cardNo, String acctNo, boolean blocked) {
        static CardRef parse(String rec) {
            return new CardRef(rec.substring(0, 16), rec.substring(16, 26), rec.charAt(26) == 'B');
        }
    }

    /** An account master record (50 characters), kept as read; posting rewrites what it changes. */
    static final class Account {
        final StringBuilder rec;
        Account(String line) { rec = new StringBuilder(line); }
        String acctNo() { return rec.substring(0, 10); }
        BigDecimal creditLimit() { return zoned(rec.substring(10, 19), 2).abs(); }   // 9(7)V99
        BigDecimal balance() { return zoned(rec.substring(19, 30), 2); }            // S9(9)V99
        BigDecimal cycleDebits() { return zoned(rec.substring(30, 39), 2); }        // S9(7)V99
        long tranCount() { return zoned(rec.substring(39, 44), 0).abs().longValueExact(); } // 9(5)
        void setBalance(BigDecimal v) { rec.replace(19, 30, toZoned(truncate(v, 9), 11)); }
        void addCycleDebits(BigDecimal v) { rec.replace(30, 39, toZoned(truncate(cycleDebits().add(v), 7), 9)); }
        void countTran() { rec.replace(39, 44, String.format("%05d", truncate(tranCount() + 1, 5))); }
    }

    record Tran(String rec, String cardNo, char type, BigDecimal amount) {
        static Tran parse(String rec) {
            return new Tran(rec, rec.substring(8, 24), rec.charAt(24), zoned(rec.substring(25, 34), 2).abs());
        }
    }

    static String failed(String what, String status) {
        return String.format("TRNPOST: %-16s FAILED, STATUS %s", what, status);
    }

    static List<String> readRecords(String path, String dd) {
        try {
            // records end in LF only: a CR inside a record is data
            String text = new String(Files.readAllBytes(Path.of(path)), StandardCharsets.ISO_8859_1);
            List<String> records = new ArrayList<>(List.of(text.split("\n", -1)));
            records.remove(records.size() - 1);
            return records;
        } catch (NoSuchFileException e) {
            throw new AbendException(failed("OPEN " + dd, "35"));
        } catch (IOException e) {
            throw new AbendException(failed("OPEN " + dd, "30"));
        }
    }

    static void write(String path, String dd, StringBuilder content) {
        try {
            Files.write(Path.of(path), content.toString().getBytes(StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new AbendException(failed("OPEN " + dd, "30"));
        }
    }

    static final BigDecimal FEE_RATE = new BigDecimal("0.03");

    final List<CardRef> cards = new ArrayList<>();
    final List<Account> accounts = new ArrayList<>();
    long read, posted, rejected;
    final long[] byReason = new long[6];
    BigDecimal debits = BigDecimal.ZERO.setScale(2);    // S9(11)V99 COMP-3
    BigDecimal credits = BigDecimal.ZERO.setScale(2);   // S9(11)V99 COMP-3

    Account findAccount(String acctNo) {
        int lo = 0, hi = accounts.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = ebcdicCompare(accounts.get(mid).acctNo(), acctNo);
            if (c == 0) return accounts.get(mid);
            if (c < 0) lo = mid + 1; else hi = mid - 1;
        }
        return null;
    }

    void post(Tran t) throws RejectException {
        // the first XREF entry of a card counts (a reissued card never replaces it)
        CardRef card = cards.stream().filter(c -> c.cardNo().equals(t.cardNo())).findFirst()
            .orElseThrow(() -> new RejectException(Reason.NOT_ON_XREF));
        if (card.blocked()) throw new RejectException(Reason.BLOCKED);
        Account acct = findAccount(card.acctNo());
        if (acct == null) throw new RejectException(Reason.NO_ACCOUNT);
        if ("PRCF".indexOf(t.type()) < 0) throw new RejectException(Reason.BAD_TYPE);
        if (t.amount().signum() <= 0) throw new RejectException(Reason.NOT_POSITIVE);
        if (t.type() == 'R') {
            acct.setBalance(acct.balance().subtract(t.amount()));
            credits = truncate(credits.add(t.amount()), 11);
            acct.countTran();
            return;
        }
        BigDecimal fee = t.type() == 'C'
            ? t.amount().multiply(FEE_RATE).setScale(2, RoundingMode.HALF_UP) : BigDecimal.ZERO;
        BigDecimal newBalance = acct.balance().add(t.amount()).add(fee);
        if (t.type() != 'F' && newBalance.compareTo(acct.creditLimit()) > 0)
            throw new RejectException(Reason.OVER_LIMIT);
        acct.setBalance(newBalance);
        acct.addCycleDebits(t.amount().add(fee));
        debits = truncate(debits.add(t.amount()).add(fee), 11);
        acct.countTran();
    }

    int run(String[] args) {
        OUT.println("TRNPOST - DAILY TRANSACTION POSTING");
        List<String> xref = readRecords(args[0], "XREF");
        if (xref.size() > MAX_CARDS) throw new AbendException("TRNPOST: MORE THAN 200 CARDS ON XREF");
        xref.forEach(r -> cards.add(CardRef.parse(r)));
        String prev = "\u0000".repeat(10);
        for (String rec : readRecords(args[1], "ACCTS")) {
            String acctNo = rec.substring(0, 10);
            if (ebcdicCompare(acctNo, prev) <= 0)
                throw new AbendException("TRNPOST: ACCTS OUT OF SEQUENCE AT " + acctNo);
            if (accounts.size() == MAX_ACCOUNTS) throw new AbendException("TRNPOST: MORE THAN 100 ACCOUNTS");
            accounts.add(new Account(rec));
            prev = acctNo;
        }
        List<String> trans = readRecords(args[2], "TRANS");
        StringBuilder rejects = new StringBuilder();
        for (String rec : trans) {
            Tran t = Tran.parse(rec);
            read = truncate(read + 1, 7);
            try {
                post(t);
                posted = truncate(posted + 1, 7);
            } catch (RejectException e) {
                rejected = truncate(rejected + 1, 7);
                byReason[e.reason.ordinal()] = truncate(byReason[e.reason.ordinal()] + 1, 7);
                rejects.append(rec).append(String.format("%02d%-28s", e.reason.code(), e.reason.text)).append('\n');
            }
        }
        write(args[4], "REJECTS", rejects);
        StringBuilder master = new StringBuilder();
        accounts.forEach(a -> master.append(a.rec).append('\n'));
        write(args[3], "ACCTOUT", master);
        OUT.println(String.format("%-30s%s", "TRANSACTIONS READ", editInt(read, 6)));
        OUT.println(String.format("%-30s%s", "TRANSACTIONS POSTED", editInt(posted, 6)));
        OUT.println(String.format("%-30s%s", "TRANSACTIONS REJECTED", editInt(rejected, 6)));
        for (Reason r : Reason.values())
            OUT.println(String.format("%-30s%s", String.format("  %02d %s", r.code(), r.text), editInt(byReason[r.ordinal()], 6)));
        OUT.println(String.format("%-20s%s", "TOTAL DEBITS", editAmount(debits, false)));
        OUT.println(String.format("%-20s%s", "TOTAL CREDITS", editAmount(credits, false)));
        OUT.println(String.format("%-20s%s", "NET CHANGE", editAmount(truncate(debits.subtract(credits), 11), true)));
        return rejected > 0 ? 4 : 0;
    }

    public static void main(String[] args) {
        if (args.length != 5) {
            System.err.println("usage: java TrnPost XREF ACCTS TRANS ACCTOUT REJECTS");
            System.exit(2);
        }
        int rc;
        try {
            rc = new TrnPost().run(args);
        } catch (AbendException e) {
            OUT.println(e.getMessage());
            rc = ABEND_STATUS;
        }
        OUT.flush();
        System.exit(rc);
    }
}
