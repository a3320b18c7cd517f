// PAYROLL in Java: gross-to-net pay for the employees of EMPIN (sorted by department):
// time and a half over 40 hours, federal tax from a marginal bracket table, FICA 7.65 %; the pay
// register PAYREG with a line per employee, department subtotals and a grand total.
// Usage: java Payroll EMPIN PAYREG   (Latin-1 lines, one record per line)
// Money is BigDecimal; every COMPUTE ROUNDED is HALF_UP (half away from zero). Exit status 4 when
// a record was rejected, 16 when EMPIN is missing.

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public class Payroll {
    static final Charset EBCDIC = Charset.forName("IBM037");
    static final Charset LATIN1 = StandardCharsets.ISO_8859_1;

    /** The federal brackets: lower limits and marginal rates. */
    static final BigDecimal[] BRACKET_LOWER = {
        new BigDecimal("0.00"), new BigDecimal("500.00"), new BigDecimal("2000.00"),
        new BigDecimal("5000.00")};
    static final BigDecimal[] BRACKET_RATE = {
        new BigDecimal("0.100"), new BigDecimal("0.150"), new BigDecimal("0.250"),
        new BigDecimal("0.330")};
    static final BigDecimal ALLOWANCE = new BigDecimal("150.00");
    static final BigDecimal FICA_RATE = new BigDecimal("0.0765");
    static final BigDecimal FORTY_HOURS = new BigDecimal("40.0");
    static final BigDecimal OVERTIME_FACTOR = new BigDecimal("1.5");
    static final BigDecimal GROSS_LIMIT = new BigDecimal("10000000"); // PIC S9(7)V99

    /**
     * The EBCDIC (code page 037) bytes of Latin-1 text. The JDK's IBM037 encoder sends LF
     * (U+000A) to NL X'15' like U+0085; in code page 037 LF is X'25', so it is put back.
     */
    static byte[] toEbcdic(String s) {
        byte[] e = s.getBytes(EBCDIC);
        for (int i = 0; i < e.length; i++) {
            if (s.charAt(i) == '\n') e[i] = 0x25;
        }
        return e;
    }

    /**
     * A zoned decimal field with `scale` decimals. The last character's EBCDIC byte holds the
     * zone and the digit: zones A C E F are positive, B D negative (NUMPROC(NOPFD)); an
     * unsigned field takes only F (plain digits).
     */
    static BigDecimal zoned(String field, boolean signed, int scale) {
        byte[] e = toEbcdic(field);
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < e.length; i++) {
            int zone = (e[i] >> 4) & 0xF, digit = e[i] & 0xF;
            if (digit > 9 || (i < e.length - 1 && zone != 0xF)) {
                throw new IllegalArgumentException("invalid numeric data: " + field);
            }
            digits.append((char) ('0' + digit));
        }
        int zone = (e[e.length - 1] >> 4) & 0xF;
        boolean negative;
        if (!signed || zone == 0xF) {
            if (zone != 0xF) throw new IllegalArgumentException("invalid numeric data: " + field);
            negative = false;
        } else if (zone == 0xA || zone == 0xC || zone == 0xE) {
            negative = false;
        } else if (zone == 0xB || zone == 0xD) {
            negative = true;
        } else {
            throw new IllegalArgumentException("invalid sign: " + field);
        }
        BigDecimal v = new BigDecimal(new java.math.BigInteger(digits.toString()), scale);
        return negative ? v.negate() : v;
    }

    /** Keeps the low-order integer digits a COBOL receiver of `intDigits` integer places keeps. */
    static BigDecimal fit(BigDecimal v, int intDigits) {
        return v.remainder(BigDecimal.TEN.pow(intDigits));
    }

    /**
     * A numeric-edited amount: `intDigits` integer places with comma insertion and zero
     * suppression (Z,ZZ9 style), `decimals` places, and a trailing minus when `minus` is set.
     */
    static String edit(BigDecimal v, int intDigits, int decimals, boolean minus) {
        String digits = v.abs().setScale(decimals, RoundingMode.DOWN).unscaledValue().toString();
        int width = intDigits + decimals;
        StringBuilder padded = new StringBuilder();
        for (int i = digits.length(); i < width; i++) padded.append('0');
        padded.append(digits);
        String all = padded.substring(padded.length() - width);
        StringBuilder out = new StringBuilder();
        boolean significant = false;
        for (int i = 0; i < intDigits; i++) {
            if (i > 0 && (intDigits - i) % 3 == 0) out.append(significant ? ',' : ' ');
            char c = all.charAt(i);
            if (c != '0' || i == intDigits - 1) significant = true;
            out.append(significant ? c : ' ');
        }
        if (decimals > 0) out.append('.').append(all, intDigits, width);
        if (minus) out.append(v.signum() < 0 ? '-' : ' ');
        return out.toString();
    }

    /** The records of a line file: each `len` characters and a line end (the last may lack it). */
    static List<String> readRecords(Path path, int len) throws IOException {
        String data = new String(Files.readAllBytes(path), LATIN1);
        List<String> records = new ArrayList<>();
        int pos = 0;
        while (pos < data.length()) {
            int end = Math.min(pos + len, data.length());
            StringBuilder rec = new StringBuilder(data.substring(pos, end));
            while (rec.length() < len) rec.append(' ');
            records.add(rec.toString());
            pos = end;
            if (pos < data.length() && data.charAt(pos) == '\n') pos++;
        }
        return records;
    }

    record Employee(String id, String name, String dept, char payType, BigDecimal rate,
            BigDecimal hours, int allowances, BigDecimal deduction) {
        static Employee parse(String r) {
            return new Employee(r.substring(0, 6), r.substring(6, 30), r.substring(30, 34),
                    r.charAt(34), zoned(r.substring(35, 42), false, 2),
                    zoned(r.substring(42, 46), false, 1),
                    zoned(r.substring(46, 48), false, 0).intValue(),
                    zoned(r.substring(48, 55), true, 2));
        }

        /** Gross pay, or null when it does not fit PIC S9(7)V99 (ON SIZE ERROR). */
        BigDecimal gross() {
            if (payType == 'S') return rate;
            BigDecimal regular = hours.min(FORTY_HOURS);
            BigDecimal overtime = hours.subtract(regular);
            BigDecimal gross = regular.multiply(rate)
                    .add(overtime.multiply(rate).multiply(OVERTIME_FACTOR))
                    .setScale(2, RoundingMode.HALF_UP);
            return gross.compareTo(GROSS_LIMIT) < 0 ? gross : null;
        }
    }

    /** Federal tax, FICA and net pay of one employee. */
    record Pay(BigDecimal gross, BigDecimal tax, BigDecimal fica, BigDecimal net) {
        static Pay of(Employee e, BigDecimal gross) {
            // WS-TAXABLE is PIC S9(7)V99: a larger value loses its high-order digits.
            BigDecimal taxable = fit(gross.subtract(e.deduction())
                    .subtract(ALLOWANCE.multiply(BigDecimal.valueOf(e.allowances()))), 7);
            if (taxable.signum() < 0) taxable = BigDecimal.ZERO;
            BigDecimal tax = BigDecimal.ZERO.setScale(2);
            for (int i = 0; i < BRACKET_LOWER.length; i++) {
                if (taxable.compareTo(BRACKET_LOWER[i]) <= 0) continue;
                BigDecimal top = taxable;
                if (i + 1 < BRACKET_LOWER.length && taxable.compareTo(BRACKET_LOWER[i + 1]) > 0) {
                    top = BRACKET_LOWER[i + 1];
                }
                tax = tax.add(top.subtract(BRACKET_LOWER[i]).multiply(BRACKET_RATE[i])
                        .setScale(2, RoundingMode.HALF_UP));
            }
            BigDecimal fica = gross.multiply(FICA_RATE).setScale(2, RoundingMode.HALF_UP);
            return new Pay(gross, tax, fica, gross.subtract(e.deduction()).subtract(tax).subtract(fica));
        }
    }

    /** Running totals of one department. */
    static final class DeptTotals {
        final String dept;
        int count;
        BigDecimal gross = BigDecimal.ZERO, tax = BigDecimal.ZERO, net = BigDecimal.ZERO;

        DeptTotals(String dept) {
            this.dept = dept;
        }

        void add(Pay p) {
            count = (count + 1) % 10_000; // PIC S9(4)
            gross = fit(gross.add(p.gross()), 9);
            tax = fit(tax.add(p.tax()), 9);
            net = fit(net.add(p.net()), 9);
        }

        String line() {
            return "DEPT " + dept + "  EMPLOYEES " + String.format(Locale.ROOT, "%4d", count) + "  GROSS "
                    + edit(gross, 9, 2, false) + "  TAX " + edit(tax, 9, 2, false) + "  NET "
                    + edit(net, 9, 2, true);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java Payroll EMPIN PAYREG");
            System.exit(2);
        }
        PrintStream out = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), false,
                LATIN1);
        List<String> records;
        try {
            records = readRecords(Path.of(args[0]), 60);
        } catch (IOException e) {
            out.print("PAYROLL: EMPIN OPEN STATUS 35\n");
            out.flush();
            System.exit(16);
            return;
        }
        List<String> register = new ArrayList<>();
        register.add("PAYROLL REGISTER");
        register.add("EMP-ID NAME                        GROSS      FED TAX       FICA  DEDUCTION           NET");
        int paid = 0, rejected = 0;
        BigDecimal grandGross = BigDecimal.ZERO, grandNet = BigDecimal.ZERO;
        DeptTotals dept = null;
        for (String r : records) {
            Employee e = Employee.parse(r);
            if (e.payType() != 'H' && e.payType() != 'S') {
                out.print("PAYROLL: REJECTED " + e.id() + " PAY TYPE " + e.payType() + "\n");
                rejected = (rejected + 1) % 10_000_000;
                continue;
            }
            BigDecimal gross = e.gross();
            if (gross == null) {
                out.print("PAYROLL: REJECTED " + e.id() + " GROSS OVERFLOW\n");
                rejected = (rejected + 1) % 10_000_000;
                continue;
            }
            if (dept != null && !dept.dept.equals(e.dept())) {
                register.add(dept.line());
                dept = null;
            }
            if (dept == null) dept = new DeptTotals(e.dept());
            Pay p = Pay.of(e, gross);
            register.add(e.id() + " " + e.name().substring(0, 20) + " " + edit(p.gross(), 7, 2, false)
                    + " " + edit(p.tax(), 7, 2, false) + " " + edit(p.fica(), 6, 2, false) + " "
                    + edit(e.deduction(), 5, 2, true) + " " + edit(p.net(), 7, 2, true));
            dept.add(p);
            paid = (paid + 1) % 10_000_000;
            grandGross = fit(grandGross.add(p.gross()), 11);
            grandNet = fit(grandNet.add(p.net()), 11);
        }
        if (dept != null) register.add(dept.line());
        register.add("GRAND TOTAL EMPLOYEES " + edit(BigDecimal.valueOf(paid), 7, 0, false)
                + "  GROSS " + edit(grandGross, 11, 2, false) + "  NET " + edit(grandNet, 11, 2, true));
        try (OutputStream f = new FileOutputStream(args[1])) {
            for (String line : register) f.write((line + "\n").getBytes(LATIN1));
        }
        out.print("PAYROLL: EMPLOYEES PAID " + edit(BigDecimal.valueOf(paid), 7, 0, false) + "\n");
        out.print("PAYROLL: REJECTED       " + edit(BigDecimal.valueOf(rejected), 7, 0, false) + "\n");
        out.print("PAYROLL: TOTAL GROSS    " + edit(grandGross, 11, 2, false) + "\n");
        out.print("PAYROLL: TOTAL NET      " + edit(grandNet, 11, 2, true) + "\n");
        out.flush();
        System.exit(rejected > 0 ? 4 : 0);
    }
}
