// seeded bug: BigDecimal rounding HALF_EVEN (banker's) instead of COBOL ROUNDED (half away from zero); shows on: typical (CHAVEZ 2.505 -> 2.50), ebcdic (SAVER)
// ACCTINT in Java: monthly interest posting. Loads the category rate table (RATES, ascending
// category in EBCDIC order), posts one month of interest to every active account of the account
// master (ACCTIN) and writes the new master (ACCTOUT), then prints the run summary.
// Usage: java AcctInt RATES ACCTIN ACCTOUT (Latin-1 line files, one record per line).
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class AcctInt {
    static final int ABEND_STATUS = 12;
    static final int MAX_RATES = 50;
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

    /** A zoned decimal field with `scale` decimals: digits, the last one with the overpunched
     *  sign ({, A-I positive; }, J-R negative; a plain digit positive). */
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

    /** A signed zoned field of `width` digits with the preferred overpunch sign. */
    static String toZoned(BigDecimal value, int width) {
        String digits = String.format("%0" + width + "d", value.unscaledValue().abs());
        int d = digits.charAt(width - 1) - '0';
        char sign = value.signum() < 0 ? (d == 0 ? '}' : (char) ('J' + d - 1))
                                       : (d == 0 ? '{' : (char) ('A' + d - 1));
        return digits.substring(0, width - 1) + sign;
    }

    /** COBOL's high-order truncation into a field of `intDigits` integer digits (sign kept). */
    static BigDecimal truncate(BigDecimal value, int intDigits) {
        return value.remainder(BigDecimal.TEN.pow(intDigits));
    }

    static long truncate(long value, int digits) {
        return value % (long) Math.pow(10, digits);
    }

    /** Z suppression with commas every three digits over `digits` positions (ZZZ,ZZ9). */
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

    /** An edited amount like ZZZ,ZZZ,ZZ9.99- with `intDigits` integer positions. */
    static String editAmount(BigDecimal amount, int intDigits) {
        BigDecimal v = truncate(amount, intDigits);
        BigDecimal abs = v.abs();
        long cents = abs.movePointRight(2).longValueExact();
        return editInt(cents / 100, intDigits) + "." + String.format("%02d", cents % 100)
            + (v.signum() < 0 ? "-" : " ");
    }

    record Rate(String category, BigDecimal annualRate, BigDecimal minBalance) {
        static Rate parse(String rec) {
            return new Rate(rec.substring(0, 2), zoned(rec.substring(2, 7), 4).abs(),
                            zoned(rec.substring(7, 16), 2).abs());
        }
    }

    /** An account master record (60 characters), kept as read: what the run does not change is
     *  written back as it was. */
    static final class Account {
        final StringBuilder rec;
        Account(String line) { rec = new StringBuilder(line); }
        String acctNo() { return rec.substring(0, 10); }
        String category() { return rec.substring(30, 32); }
        char status() { return rec.charAt(32); }
        BigDecimal balance() { return zoned(rec.substring(33, 44), 2); }   // S9(9)V99
        BigDecimal accrued() { return zoned(rec.substring(44, 53), 2); }   // S9(7)V99
        void post(BigDecimal balance, BigDecimal accrued, BigDecimal rate) {
            rec.replace(33, 44, toZoned(balance, 11));
            rec.replace(44, 53, toZoned(accrued, 9));
            rec.replace(53, 58, String.format("%05d", rate.unscaledValue()));
        }
    }

    static final class AbendException extends RuntimeException {
        AbendException(String message) { super(message); }
    }

    static List<String> open(String path, String dd) {
        try {
            // records end in LF only: a CR inside a record is data (readAllLines would split there)
            String text = new String(Files.readAllBytes(Path.of(path)), StandardCharsets.ISO_8859_1);
            List<String> records = new ArrayList<>(List.of(text.split("\n", -1)));
            records.remove(records.size() - 1);   // what follows the last LF
            return records;
        } catch (NoSuchFileException e) {
            throw new AbendException("ACCTINT: OPEN " + dd + " FAILED, STATUS 35");
        } catch (IOException e) {
            throw new AbendException("ACCTINT: OPEN " + dd + " FAILED, STATUS 30");
        }
    }

    static List<Rate> loadRates(String path) {
        List<Rate> rates = new ArrayList<>();
        String prev = "\u0000\u0000";
        for (String line : open(path, "RATES")) {
            Rate rate = Rate.parse(line);
            if (ebcdicCompare(rate.category(), prev) <= 0)
                throw new AbendException("ACCTINT: RATES OUT OF SEQUENCE AT " + rate.category());
            if (rates.size() == MAX_RATES)
                throw new AbendException("ACCTINT: MORE THAN 50 RATES");
            rates.add(rate);
            prev = rate.category();
        }
        if (rates.isEmpty()) throw new AbendException("ACCTINT: NO RATES LOADED");
        return rates;
    }

    static final BigDecimal TWELVE = BigDecimal.valueOf(12);
    static final BigDecimal BALANCE_LIMIT = new BigDecimal("1000000000");

    long read, posted, closed, noRate, badStatus, overflow;
    BigDecimal totalInterest = BigDecimal.ZERO.setScale(2);   // S9(11)V99 COMP-3
    BigDecimal totalBalance = BigDecimal.ZERO.setScale(2);    // S9(13)V99 COMP-3

    /** One month of interest: balance * annual rate / 12, ROUNDED (half away from zero). */
    static BigDecimal monthlyInterest(BigDecimal balance, BigDecimal annualRate) {
        return balance.multiply(annualRate).divide(TWELVE, 2, RoundingMode.HALF_EVEN);
    }

    void postInterest(Account acct, List<Rate> rates) {
        Rate rate = rates.stream().filter(r -> r.category().equals(acct.category())).findFirst().orElse(null);
        if (rate == null) {
            noRate = truncate(noRate + 1, 7);
            OUT.println("ACCTINT: NO RATE FOR CATEGORY " + acct.category() + " ACCOUNT " + acct.acctNo());
            return;
        }
        BigDecimal balance = acct.balance();
        BigDecimal interest = balance.signum() < 0 || balance.compareTo(rate.minBalance()) >= 0
            ? monthlyInterest(balance, rate.annualRate()) : BigDecimal.ZERO.setScale(2);
        BigDecimal newBalance = balance.add(interest);
        if (newBalance.abs().compareTo(BALANCE_LIMIT) >= 0) {
            // ON SIZE ERROR: S9(9)V99 cannot hold it; the account stays as it was
            overflow = truncate(overflow + 1, 7);
            OUT.println("ACCTINT: BALANCE OVERFLOW ACCOUNT " + acct.acctNo());
            return;
        }
        // AC-ACCRUED is S9(7)V99: the ADD keeps the low-order digits only
        acct.post(newBalance, truncate(acct.accrued().add(interest), 7), rate.annualRate());
        totalInterest = truncate(totalInterest.add(interest), 11);
        posted = truncate(posted + 1, 7);
    }

    void run(String ratesPath, String inPath, String outPath) {
        OUT.println("ACCTINT - MONTHLY INTEREST POSTING");
        List<Rate> rates = loadRates(ratesPath);
        List<String> accounts = open(inPath, "ACCTIN");
        StringBuilder master = new StringBuilder();
        for (String line : accounts) {
            Account acct = new Account(line);
            read = truncate(read + 1, 7);
            switch (acct.status()) {
                case 'C' -> closed = truncate(closed + 1, 7);
                case 'A' -> postInterest(acct, rates);
                default -> {
                    badStatus = truncate(badStatus + 1, 7);
                    OUT.println("ACCTINT: BAD STATUS " + acct.status() + " ACCOUNT " + acct.acctNo());
                }
            }
            totalBalance = truncate(totalBalance.add(acct.balance()), 13);
            master.append(acct.rec).append('\n');
        }
        try {
            Files.write(Path.of(outPath), master.toString().getBytes(StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new AbendException("ACCTINT: OPEN ACCTOUT FAILED, STATUS 30");
        }
        OUT.println("RATES LOADED ........ " + editInt(rates.size(), 6));
        OUT.println("ACCOUNTS READ ....... " + editInt(read, 6));
        OUT.println("INTEREST POSTED ..... " + editInt(posted, 6));
        OUT.println("CLOSED ACCOUNTS ..... " + editInt(closed, 6));
        OUT.println("NO RATE FOUND ....... " + editInt(noRate, 6));
        OUT.println("BAD STATUS .......... " + editInt(badStatus, 6));
        OUT.println("BALANCE OVERFLOW .... " + editInt(overflow, 6));
        OUT.println("TOTAL INTEREST ...... " + editAmount(totalInterest, 9));
        OUT.println("TOTAL BALANCES ...... " + editAmount(totalBalance, 10));
    }

    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: java AcctInt RATES ACCTIN ACCTOUT");
            System.exit(2);
        }
        try {
            new AcctInt().run(args[0], args[1], args[2]);
            OUT.flush();
        } catch (AbendException e) {
            OUT.println(e.getMessage());
            OUT.flush();
            System.exit(ABEND_STATUS);
        }
    }
}
