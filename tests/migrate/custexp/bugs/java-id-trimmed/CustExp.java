// seeded bug: the customer id is trimmed (strip) instead of cut at its first space (DELIMITED BY SPACE); shows on: typical (id 'C 001011')
// CUSTEXP in Java: the customer master export. Writes the customers of CUSTIN whose id is in the
// range of the control card (standard input, the SYSIN card: FROM-ID in columns 1-8, TO-ID in
// 9-16; blank means unbounded) to a semicolon-delimited file (EXPORT) with a header and a trailer.
// Deleted, out-of-range and invalid records are skipped and counted; invalid ones make the run
// exit 4. Usage: java CustExp CUSTIN EXPORT < SYSIN (Latin-1 lines).
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

public class CustExp {
    static final int ABEND_STATUS = 12;
    static final String HEADER = "CUST_ID;NAME;CITY;STATE;OPENED;CREDIT_LIMIT;BALANCE;STATUS;EMAIL";
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

    /** Compares two EBCDIC keys given as code page 037 byte values. */
    static int compareKeys(int[] a, int[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] != b[i]) return a[i] - b[i];
        }
        return a.length - b.length;
    }

    static int[] ebcdicKey(String s) {
        return s.chars().map(c -> EBCDIC_037[c]).toArray();
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

    /** What precedes the first occurrence of `delim` (STRING ... DELIMITED BY). */
    static String delimited(String field, String delim) {
        int i = field.indexOf(delim);
        return i < 0 ? field : field.substring(0, i);
    }

    /** An amount edited by a floating-minus or Z picture, leading spaces removed (-0 shows 0.00). */
    static String amountText(BigDecimal amount) {
        return amount.signum() == 0 ? "0.00" : amount.setScale(2).toPlainString();
    }

    /** ZZZ,ZZ9 with its leading spaces removed. */
    static String countText(long n) {
        return String.format(java.util.Locale.ROOT, "%,d", n % 1_000_000);
    }

    static long truncate(long value, int digits) {
        return value % (long) Math.pow(10, digits);
    }

    /** The id range of the control card; a blank bound is LOW-VALUES / HIGH-VALUES. */
    record Range(int[] from, int[] to) {
        static Range fromCard(String card) {
            String f = card.substring(0, 8), t = card.substring(8, 16);
            // = SPACES: only the space character (isBlank would take tabs and other controls too)
            return new Range(allSpaces(f) ? new int[8] : ebcdicKey(f),
                             allSpaces(t) ? new int[] {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF} : ebcdicKey(t));
        }

        static boolean allSpaces(String s) {
            return s.chars().allMatch(c -> c == ' ');
        }

        boolean contains(String id) {
            int[] key = ebcdicKey(id);
            return compareKeys(key, from) >= 0 && compareKeys(key, to) <= 0;
        }
    }

    record Customer(String id, String name, String city, String state, String openDate,
                    BigDecimal creditLimit, BigDecimal balance, char status, boolean emailOk) {
        static Customer parse(String rec) {
            return new Customer(rec.substring(0, 8), rec.substring(8, 38), rec.substring(38, 58),
                                rec.substring(58, 60), rec.substring(60, 68), zoned(rec.substring(68, 77), 2).abs(),
                                zoned(rec.substring(77, 86), 2), rec.charAt(86), rec.charAt(87) == 'Y');
        }

        /** Why the record cannot be exported, or null. */
        String invalid() {
            if (status != 'A' && status != 'I') return "INVALID STATUS";
            if (!openDate.chars().allMatch(c -> c >= '0' && c <= '9')) return "INVALID OPEN DATE";
            int month = Integer.parseInt(openDate.substring(4, 6));
            int day = Integer.parseInt(openDate.substring(6, 8));
            if (month < 1 || month > 12 || day < 1 || day > 31) return "INVALID OPEN DATE";
            return null;
        }

        String exportLine() {
            return String.join(";", id.strip(), delimited(name.replace(';', ','), "  "),
                               delimited(city, "  "), state,
                               openDate.substring(0, 4) + "-" + openDate.substring(4, 6) + "-" + openDate.substring(6, 8),
                               amountText(creditLimit), amountText(balance), String.valueOf(status),
                               emailOk ? "Y" : "N");
        }
    }

    static final class AbendException extends RuntimeException {
        AbendException(String message) { super(message); }
    }

    static List<String> readRecords(String path) {
        try {
            // records end in LF only: a CR inside a record is data
            String text = new String(Files.readAllBytes(Path.of(path)), StandardCharsets.ISO_8859_1);
            List<String> records = new ArrayList<>(List.of(text.split("\n", -1)));
            records.remove(records.size() - 1);
            return records;
        } catch (NoSuchFileException e) {
            throw new AbendException("CUSTEXP: OPEN CUSTIN FAILED, STATUS 35");
        } catch (IOException e) {
            throw new AbendException("CUSTEXP: OPEN CUSTIN FAILED, STATUS 30");
        }
    }

    static String readCard() throws IOException {
        String sysin = new String(System.in.readAllBytes(), StandardCharsets.ISO_8859_1);
        int nl = sysin.indexOf('\n');
        String first = nl < 0 ? sysin : sysin.substring(0, nl);
        return String.format("%-80s", first);
    }

    long read, exported, deleted, outOfRange, invalid;
    BigDecimal total = BigDecimal.ZERO.setScale(2);   // S9(9)V99 COMP-3

    int run(String custin, String exportPath) throws IOException {
        OUT.println("CUSTEXP - CUSTOMER EXPORT");
        Range range = Range.fromCard(readCard());
        List<String> records = readRecords(custin);
        StringBuilder export = new StringBuilder(HEADER).append('\n');
        for (String rec : records) {
            Customer c = Customer.parse(rec);
            read = truncate(read + 1, 7);
            String why;
            if (c.status() == 'D') {
                deleted = truncate(deleted + 1, 7);
            } else if (!range.contains(c.id())) {
                outOfRange = truncate(outOfRange + 1, 7);
            } else if ((why = c.invalid()) != null) {
                invalid = truncate(invalid + 1, 7);
                OUT.println(String.format("CUSTEXP: SKIPPED %s %-20s", c.id(), why));
            } else {
                export.append(c.exportLine()).append('\n');
                total = total.add(c.balance()).remainder(BigDecimal.TEN.pow(9));
                exported = truncate(exported + 1, 7);
            }
        }
        export.append("TRAILER;").append(countText(exported)).append(';').append(amountText(total)).append('\n');
        try {
            Files.write(Path.of(exportPath), export.toString().getBytes(StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new AbendException("CUSTEXP: OPEN EXPORT FAILED, STATUS 30");
        }
        OUT.println(String.format("RECORDS READ ........ %7s", countText(read)));
        OUT.println(String.format("EXPORTED ............ %7s", countText(exported)));
        OUT.println(String.format("SKIPPED, DELETED .... %7s", countText(deleted)));
        OUT.println(String.format("SKIPPED, NOT IN RANGE %7s", countText(outOfRange)));
        OUT.println(String.format("SKIPPED, INVALID .... %7s", countText(invalid)));
        return invalid > 0 ? 4 : 0;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java CustExp CUSTIN EXPORT < SYSIN");
            System.exit(2);
        }
        int rc;
        try {
            rc = new CustExp().run(args[0], args[1]);
        } catch (AbendException e) {
            OUT.println(e.getMessage());
            rc = ABEND_STATUS;
        }
        OUT.flush();
        System.exit(rc);
    }
}
