// CTLBRK in Java: the branch account balance report. Reads the account extract (ACCTS, sorted by
// branch and account type) and writes the report (RPTOUT): detail lines, a subtotal per account
// type, a total per branch (each branch on a new page), the grand total, page headings every 20
// lines. Records out of sequence (EBCDIC order) are skipped, and the run then exits 4.
// Usage: java CtlBrk ACCTS RPTOUT (Latin-1 line files).
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class CtlBrk {
    static final int ABEND_STATUS = 12;
    static final int LINES_PER_PAGE = 20;
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

    /** COBOL's high-order truncation to `intDigits` integer digits (the sign kept). */
    static BigDecimal truncate(BigDecimal value, int intDigits) {
        return value.remainder(BigDecimal.TEN.pow(intDigits));
    }

    static long truncate(long value, int digits) {
        return value % (long) Math.pow(10, digits);
    }

    /** Z suppression over `digits` positions, commas every three when `commas`. */
    static String editInt(long value, int digits, boolean commas) {
        String text = String.format("%0" + digits + "d", value % (long) Math.pow(10, digits));
        StringBuilder sb = new StringBuilder();
        boolean significant = false;
        for (int i = 0; i < digits; i++) {
            int fromRight = digits - i;
            if (commas && i > 0 && fromRight % 3 == 0) sb.append(significant ? ',' : ' ');
            significant |= text.charAt(i) != '0' || fromRight == 1;
            sb.append(significant ? text.charAt(i) : ' ');
        }
        return sb.toString();
    }

    /** An edited amount with `intDigits` integer positions and the CR/DB symbol when negative. */
    static String editAmount(BigDecimal amount, int intDigits, String symbol) {
        BigDecimal v = truncate(amount, intDigits);
        long cents = v.abs().movePointRight(2).longValueExact();
        return editInt(cents / 100, intDigits, true) + "." + String.format("%02d", cents % 100)
            + (v.signum() < 0 ? symbol : "  ");
    }

    record Account(String key, String branch, String type, String acctNo, String name, BigDecimal balance) {
        static Account parse(String rec) {
            return new Account(rec.substring(0, 6), rec.substring(0, 4), rec.substring(4, 6),
                               rec.substring(6, 16), rec.substring(16, 31), zoned(rec.substring(31, 40), 2));
        }
    }

    /** One group's accounts and balance (an account type, a branch). */
    static final class Group {
        long accounts;
        BigDecimal total = BigDecimal.ZERO.setScale(2);
        void clear() { accounts = 0; total = BigDecimal.ZERO.setScale(2); }
    }

    static final class AbendException extends RuntimeException {
        AbendException(String message) { super(message); }
    }

    /** The report with its paging: headings before the first line and when a page is full. */
    static final class Report {
        final StringBuilder text = new StringBuilder();
        int lineCount = 99;
        long pages;   // S9(4) COMP

        void line(String line) {
            if (lineCount >= LINES_PER_PAGE) {
                pages = truncate(pages + 1, 4);
                text.append(String.format("%-8s%-40s%20sPAGE %s\n", "CTLBRK", "BRANCH ACCOUNT BALANCES", "",
                                          editInt(pages, 3, false)));
                text.append(String.format("%-40s%s\n", "BRCH TY ACCOUNT    NAME", "                BALANCE"));
                text.append('\n');
                lineCount = 3;
            }
            text.append(line).append('\n');
            lineCount++;
        }

        void newPage() { lineCount = LINES_PER_PAGE; }
    }

    final Report report = new Report();
    final Group byType = new Group();     // S9(5) COMP-3, S9(9)V99 COMP-3
    final Group byBranch = new Group();   // S9(5) COMP-3, S9(11)V99 COMP-3
    BigDecimal grandTotal = BigDecimal.ZERO.setScale(2);   // S9(13)V99 COMP-3
    long read, reported, skipped;
    String prevBranch = "\u0000".repeat(4);
    String prevType = "\u0000".repeat(2);

    void typeBreak() {
        report.line("       TOTAL TYPE " + prevType + "  " + editInt(byType.accounts, 4, false) + " ACCOUNTS  "
                    + editAmount(byType.total, 8, "CR"));
        report.line("");
        byBranch.accounts = truncate(byBranch.accounts + byType.accounts, 5);
        byBranch.total = truncate(byBranch.total.add(byType.total), 11);
        byType.clear();
    }

    void branchBreak() {
        report.line("   TOTAL BRANCH " + prevBranch + "  " + editInt(byBranch.accounts, 4, false) + " ACCOUNTS "
                    + editAmount(byBranch.total, 9, "CR"));
        grandTotal = truncate(grandTotal.add(byBranch.total), 13);
        byBranch.clear();
        report.newPage();
    }

    void detail(Account a) {
        report.line(a.branch() + " " + a.type() + " " + a.acctNo() + " " + a.name() + "   "
                    + editAmount(a.balance(), 7, "DB"));
        reported = truncate(reported + 1, 7);
        byType.accounts = truncate(byType.accounts + 1, 5);
        byType.total = truncate(byType.total.add(a.balance()), 9);
    }

    static List<String> readRecords(String path) {
        try {
            // records end in LF only: a CR inside a record is data
            String text = new String(Files.readAllBytes(Path.of(path)), StandardCharsets.ISO_8859_1);
            List<String> records = new ArrayList<>(List.of(text.split("\n", -1)));
            records.remove(records.size() - 1);
            return records;
        } catch (NoSuchFileException e) {
            throw new AbendException("CTLBRK: OPEN ACCTS FAILED, STATUS 35");
        } catch (IOException e) {
            throw new AbendException("CTLBRK: OPEN ACCTS FAILED, STATUS 30");
        }
    }

    int run(String accts, String rptout) {
        OUT.println("CTLBRK - BRANCH ACCOUNT BALANCE REPORT");
        boolean first = true;
        String prevKey = "\u0000".repeat(6);
        for (String rec : readRecords(accts)) {
            Account a = Account.parse(rec);
            read = truncate(read + 1, 7);
            if (ebcdicCompare(a.key(), prevKey) < 0) {
                skipped = truncate(skipped + 1, 7);
                OUT.println("CTLBRK: OUT OF SEQUENCE, SKIPPED " + a.acctNo());
                continue;
            }
            if (first) {
                first = false;
            } else if (!a.branch().equals(prevBranch)) {
                typeBreak();
                branchBreak();
            } else if (!a.type().equals(prevType)) {
                typeBreak();
            }
            prevKey = a.key();
            prevBranch = a.branch();
            prevType = a.type();
            detail(a);
        }
        if (!first) {
            typeBreak();
            branchBreak();
        }
        report.line(String.format("%-16s%s ACCOUNTS %s", "GRAND TOTAL", editInt(reported, 8, true),
                                  editAmount(grandTotal, 10, "CR")));
        try {
            Files.write(Path.of(rptout), report.text.toString().getBytes(StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new AbendException("CTLBRK: OPEN RPTOUT FAILED, STATUS 30");
        }
        OUT.println("RECORDS READ ....... " + editInt(read, 6, true));
        OUT.println("RECORDS REPORTED ... " + editInt(reported, 6, true));
        OUT.println("RECORDS SKIPPED .... " + editInt(skipped, 6, true));
        OUT.println("PAGES WRITTEN ...... " + editInt(report.pages, 6, true));
        return skipped > 0 ? 4 : 0;
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: java CtlBrk ACCTS RPTOUT");
            System.exit(2);
        }
        int rc;
        try {
            rc = new CtlBrk().run(args[0], args[1]);
        } catch (AbendException e) {
            OUT.println(e.getMessage());
            rc = ABEND_STATUS;
        }
        OUT.flush();
        System.exit(rc);
    }
}
