// INVMERGE in Java: the item master INVMAST and the day's stock movements INVMOVE, both sorted by
// item number in EBCDIC order, match-merged: receipts add to the quantity on hand, issues take
// from it, counts replace it. The updated master goes to NEWMAST, exceptions (issue larger than
// the stock, receipt overflowing the quantity, unknown type, no master) to INVEXCP; items under
// their reorder point and the stock value on stdout.
// Usage: java InvMerge INVMAST INVMOVE NEWMAST INVEXCP   (Latin-1 lines, one record per line)
// Exit status 4 when there were exceptions, 16 when an input is missing.

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

public class InvMerge {
    static final Charset EBCDIC = Charset.forName("IBM037");
    static final Charset LATIN1 = StandardCharsets.ISO_8859_1;
    static final long MAX_ON_HAND = 9_999_999L; // PIC S9(7)
    static final BigDecimal VALUE_MODULUS = BigDecimal.TEN.pow(13); // PIC S9(13)V99

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

    /**
     * A signed zoned decimal field as COBOL writes it: the sign overpunched on the last digit
     * with the preferred zones, C for positive ({, A..I) and D for negative (}, J..R).
     */
    static String toZonedSigned(long value, int digits) {
        String text = String.format(Locale.ROOT, "%0" + digits + "d", Math.abs(value));
        int d = text.charAt(digits - 1) - '0';
        String signs = value < 0 ? "}JKLMNOPQR" : "{ABCDEFGHI";
        return text.substring(0, digits - 1) + signs.charAt(d);
    }

    /** Zero suppression with comma insertion (Z,ZZ9 style) over `intDigits` integer digits. */
    static String suppress(BigDecimal magnitude, int intDigits, int decimals) {
        String digits = magnitude.abs().movePointRight(decimals).toBigInteger().toString();
        int width = intDigits + decimals;
        String all = "0".repeat(Math.max(0, width - digits.length())) + digits;
        all = all.substring(all.length() - width);
        StringBuilder out = new StringBuilder();
        boolean significant = false;
        for (int i = 0; i < intDigits; i++) {
            if (i > 0 && (intDigits - i) % 3 == 0) out.append(significant ? ',' : ' ');
            char c = all.charAt(i);
            if (c != '0' || i == intDigits - 1) significant = true;
            out.append(significant ? c : ' ');
        }
        if (decimals > 0) out.append('.').append(all, intDigits, width);
        return out.toString();
    }

    /** PIC --,---,--9: a floating minus sign just left of the first digit shown. */
    static String editQuantity(long value) {
        StringBuilder s = new StringBuilder(" " + suppress(BigDecimal.valueOf(value), 7, 0));
        if (value < 0) {
            int first = 0;
            while (s.charAt(first) == ' ') first++;
            s.setCharAt(first - 1, '-');
        }
        return s.toString();
    }

    static String editCount(long n) {
        return suppress(BigDecimal.valueOf(n), 7, 0);
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

    record Item(String number, String desc, long onHand, String unitCost, long reorderPoint,
            String lastDate) {
        static Item parse(String r) {
            return new Item(r.substring(0, 8), r.substring(8, 28),
                    zoned(r.substring(28, 35), true, 0).longValueExact(), r.substring(35, 42),
                    zoned(r.substring(42, 47), false, 0).longValueExact(), r.substring(47, 55));
        }

        BigDecimal unitCostValue() {
            return zoned(unitCost, false, 2);
        }
    }

    record Movement(String item, char type, long qty, String date, String ref) {
        static Movement parse(String r) {
            return new Movement(r.substring(0, 8), r.charAt(8),
                    zoned(r.substring(9, 14), false, 0).longValueExact(), r.substring(14, 22),
                    r.substring(22, 32));
        }
    }

    private final List<String> newMaster = new ArrayList<>();
    private final List<String> exceptions = new ArrayList<>();
    private final List<String> log = new ArrayList<>();
    private long applied, exceptionCount, reorder;
    private BigDecimal stockValue = BigDecimal.ZERO;

    static long bump(long n) {
        return (n + 1) % 10_000_000; // PIC S9(7) counters
    }

    void exception(Movement m, String reason) {
        exceptions.add(m.item() + " " + m.type() + " " + String.format(Locale.ROOT, "%5d", m.qty())
                + " " + m.ref() + " " + reason);
        exceptionCount = bump(exceptionCount);
    }

    /** The new quantity on hand, or null with the exception written. */
    Long apply(long onHand, Movement m) {
        switch (m.type()) {
            case 'R':
                if (onHand + m.qty() > MAX_ON_HAND) {
                    exception(m, "ON-HAND OVERFLOW");
                    return null;
                }
                return onHand + m.qty();
            case 'I':
                if (m.qty() > onHand) {
                    exception(m, "INSUFFICIENT STOCK");
                    return null;
                }
                return onHand - m.qty();
            case 'C':
                return m.qty();
            default:
                exception(m, "INVALID MOVEMENT TYPE");
                return null;
        }
    }

    /** Merges one item with its movements; returns the index of the first movement left. */
    int item(Item item, List<Movement> moves, int next) {
        while (next < moves.size() && ebcdicCompare(moves.get(next).item(), item.number()) < 0) {
            exception(moves.get(next++), "NO MASTER RECORD");
        }
        long onHand = item.onHand();
        String lastDate = item.lastDate();
        for (; next < moves.size() && moves.get(next).item().equals(item.number()); next++) {
            Movement m = moves.get(next);
            Long updated = apply(onHand, m);
            if (updated != null) {
                onHand = updated;
                lastDate = m.date();
                applied = bump(applied);
            }
        }
        newMaster.add(item.number() + item.desc() + toZonedSigned(onHand, 7) + item.unitCost()
                + String.format(Locale.ROOT, "%05d", item.reorderPoint()) + lastDate);
        stockValue = stockValue.add(item.unitCostValue().multiply(BigDecimal.valueOf(onHand)))
                .remainder(VALUE_MODULUS);
        if (onHand < item.reorderPoint()) {
            reorder = bump(reorder);
            log.add("INVMERGE: REORDER " + item.number() + " ON HAND " + editQuantity(onHand)
                    + " POINT " + String.format(Locale.ROOT, "%5d", item.reorderPoint()));
        }
        return next;
    }

    static void writeLines(String path, List<String> lines) throws IOException {
        try (OutputStream f = new FileOutputStream(path)) {
            for (String line : lines) f.write((line + "\n").getBytes(LATIN1));
        }
    }

    static List<String> open(PrintStream out, String path, String dd, int len) {
        try {
            return readRecords(Path.of(path), len);
        } catch (IOException e) {
            out.print("INVMERGE: " + dd + " OPEN STATUS 35\n");
            out.flush();
            System.exit(16);
            return null;
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: java InvMerge INVMAST INVMOVE NEWMAST INVEXCP");
            System.exit(2);
        }
        PrintStream out = new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), false,
                LATIN1);
        List<Item> items = open(out, args[0], "INVMAST", 60).stream().map(Item::parse).toList();
        List<Movement> moves = open(out, args[1], "INVMOVE", 40).stream().map(Movement::parse).toList();

        InvMerge run = new InvMerge();
        int next = 0;
        for (Item item : items) next = run.item(item, moves, next);
        while (next < moves.size()) run.exception(moves.get(next++), "NO MASTER RECORD");
        writeLines(args[2], run.newMaster);
        writeLines(args[3], run.exceptions);

        for (String line : run.log) out.print(line + "\n");
        out.print("INVMERGE: ITEMS             " + editCount(items.size() % 10_000_000) + "\n");
        out.print("INVMERGE: MOVEMENTS READ    " + editCount(moves.size() % 10_000_000) + "\n");
        out.print("INVMERGE: MOVEMENTS APPLIED " + editCount(run.applied) + "\n");
        out.print("INVMERGE: EXCEPTIONS        " + editCount(run.exceptionCount) + "\n");
        out.print("INVMERGE: TO REORDER        " + editCount(run.reorder) + "\n");
        out.print("INVMERGE: STOCK VALUE " + suppress(run.stockValue, 13, 2)
                + (run.stockValue.signum() < 0 ? "CR" : "  ") + "\n");
        out.flush();
        System.exit(run.exceptionCount > 0 ? 4 : 0);
    }
}
