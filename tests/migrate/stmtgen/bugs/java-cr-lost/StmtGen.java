// seeded bug: edited amounts never get CR (the sign is dropped in the edit as with an unsigned picture); shows on: typical, boundary, ebcdic-keys
// STMTGEN in Java: customer master and transactions (sorted by customer id in EBCDIC order)
// matched on the id; one statement per customer written to STMTOUT, the job log on stdout.
// Usage: java StmtGen CUSTMAST TRANSIN STMTOUT   (Latin-1 lines, one record per line)
// Money is BigDecimal with 2 decimals. Fields that COBOL keeps in a fixed number of digits wrap
// the same way here (high-order digits dropped), so the two agree on every input.

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
import java.util.Arrays;
import java.util.List;

public class StmtGen {
    static final Charset EBCDIC = Charset.forName("IBM037");
    static final Charset LATIN1 = StandardCharsets.ISO_8859_1;
    static final BigDecimal FIN_RATE = new BigDecimal("0.015");

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

    /** Compares keys as the mainframe does: byte by byte in EBCDIC (code page 037). */
    static int ebcdicCompare(String a, String b) {
        return Arrays.compareUnsigned(toEbcdic(a), toEbcdic(b));
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

    /** Numeric-edited amount: Z,ZZ9 style integer part, .99, CR when negative. */
    static String edit(BigDecimal v, int intDigits) {
        String digits = v.abs().setScale(2, RoundingMode.DOWN).unscaledValue().toString();
        StringBuilder padded = new StringBuilder();
        for (int i = digits.length(); i < intDigits + 2; i++) padded.append('0');
        padded.append(digits);
        String all = padded.substring(padded.length() - (intDigits + 2));
        StringBuilder out = new StringBuilder();
        boolean significant = false;
        for (int i = 0; i < intDigits; i++) {
            int fromRight = intDigits - i;
            if (i > 0 && fromRight % 3 == 0) out.append(significant ? ',' : ' ');
            char c = all.charAt(i);
            if (c != '0' || i == intDigits - 1) significant = true;
            out.append(significant ? c : ' ');
        }
        out.append('.').append(all, intDigits, intDigits + 2);
        out.append("  ");
        return out.toString();
    }

    static String editCount(int n) {
        String s = edit(BigDecimal.valueOf(n), 7);
        return s.substring(0, s.length() - 5);
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

    record Customer(String id, String name, String city, BigDecimal opening) {
        static Customer parse(String r) {
            return new Customer(r.substring(0, 6), r.substring(6, 31), r.substring(31, 46),
                    zoned(r.substring(46, 55), true, 2));
        }
    }

    record Transaction(String custId, String date, char type, String desc, BigDecimal amount) {
        static Transaction parse(String r) {
            return new Transaction(r.substring(0, 6), r.substring(6, 14), r.charAt(14),
                    r.substring(15, 31), zoned(r.substring(31, 40), false, 2));
        }

        /** Purchases and fees debit, payments credit; null for a type that is not posted. */
        BigDecimal signedAmount() {
            switch (type) {
                case 'P': case 'F': return amount;
                case 'C': return amount.negate();
                default: return null;
            }
        }
    }

    /** Counters of PIC S9(7): the eighth digit is lost. */
    static int bump(int n) {
        return (n + 1) % 10_000_000;
    }

    private final PrintStream log;
    private final List<String> statement = new ArrayList<>();
    private int statements, posted, unmatched, rejected;
    private BigDecimal totalClosing = BigDecimal.ZERO.setScale(2);

    StmtGen(PrintStream log) {
        this.log = log;
    }

    void orphan(Transaction t) {
        log.print("STMTGEN: NO CUSTOMER FOR " + t.custId() + " " + t.date() + "\n");
        unmatched = bump(unmatched);
    }

    void balanceLine(String label, BigDecimal v) {
        statement.add(String.format("%-16s%34s%s", label, "", edit(v, 9)));
    }

    /** One statement; returns the index of the first transaction not consumed. */
    int statement(Customer c, List<Transaction> trans, int next) {
        statements = bump(statements);
        statement.add("STATEMENT  " + c.id() + "  " + c.name() + "  " + c.city());
        BigDecimal balance = c.opening();
        balanceLine("OPENING BALANCE", balance);
        for (; next < trans.size() && trans.get(next).custId().equals(c.id()); next++) {
            Transaction t = trans.get(next);
            BigDecimal amount = t.signedAmount();
            if (amount == null) {
                log.print("STMTGEN: REJECTED TYPE " + t.type() + " FOR " + t.custId() + " "
                        + t.date() + "\n");
                rejected = bump(rejected);
                continue;
            }
            balance = fit(balance.add(amount), 9);
            posted = bump(posted);
            String d = t.date();
            statement.add("  " + d.substring(4, 6) + "/" + d.substring(6, 8) + "/"
                    + d.substring(0, 4) + "  " + t.desc() + " " + edit(amount, 7) + "   "
                    + edit(balance, 9));
        }
        if (balance.signum() > 0) {
            // COMPUTE ROUNDED: half away from zero to cents, kept in PIC S9(7)V99
            BigDecimal charge = fit(balance.multiply(FIN_RATE).setScale(2, RoundingMode.HALF_UP), 7);
            balance = fit(balance.add(charge), 9);
            balanceLine("FINANCE CHARGE", charge);
        }
        balanceLine("CLOSING BALANCE", balance);
        totalClosing = fit(totalClosing.add(balance), 11);
        statement.add("-".repeat(80));
        return next;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java StmtGen CUSTMAST TRANSIN STMTOUT");
            System.exit(2);
        }
        PrintStream out = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), false,
                LATIN1);
        List<String> custRecs, tranRecs;
        try {
            custRecs = readRecords(Path.of(args[0]), 60);
        } catch (IOException e) {
            out.print("STMTGEN: CUSTMAST OPEN STATUS 35\n");
            out.flush();
            System.exit(16);
            return;
        }
        try {
            tranRecs = readRecords(Path.of(args[1]), 40);
        } catch (IOException e) {
            out.print("STMTGEN: TRANSIN OPEN STATUS 35\n");
            out.flush();
            System.exit(16);
            return;
        }
        List<Customer> customers = custRecs.stream().map(Customer::parse).toList();
        List<Transaction> trans = tranRecs.stream().map(Transaction::parse).toList();

        StmtGen run = new StmtGen(out);
        int next = 0;
        for (Customer c : customers) {
            while (next < trans.size() && ebcdicCompare(trans.get(next).custId(), c.id()) < 0) {
                run.orphan(trans.get(next++));
            }
            next = run.statement(c, trans, next);
        }
        while (next < trans.size()) run.orphan(trans.get(next++));

        try (OutputStream f = new FileOutputStream(args[2])) {
            for (String line : run.statement) f.write((line + "\n").getBytes(LATIN1));
        }
        out.print("STMTGEN: STATEMENTS WRITTEN   " + editCount(run.statements) + "\n");
        out.print("STMTGEN: TRANSACTIONS POSTED  " + editCount(run.posted) + "\n");
        out.print("STMTGEN: UNMATCHED            " + editCount(run.unmatched) + "\n");
        out.print("STMTGEN: REJECTED             " + editCount(run.rejected) + "\n");
        out.print("STMTGEN: TOTAL CLOSING  " + edit(run.totalClosing, 11) + "\n");
        out.flush();
    }
}
