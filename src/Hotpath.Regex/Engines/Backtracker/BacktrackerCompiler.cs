using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Reflection.Emit;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// Emits the IL of a <see cref="CompiledBacktracker"/>: one block per NFA state, in the interpreter's step order
/// (<c>BoundedBacktracker.Explore</c> without visit records). Each block counts its step against the budget, then does
/// its state's work with constants: a class state tests the unit against two 64-bit words of ASCII members (a helper
/// for other units), a save writes the slot and pushes its old value only while a choice is pending, a split picks its
/// successors from the units they may begin with and pushes the fallback when both may match, an accelerated loop
/// first skips its deterministic run. A failure pops frames, undoing saves, to the last pending choice and jumps to its
/// state through one switch. NFAs with loop marks or guards (loops whose body can match empty) are not compiled.
/// </summary>
internal static class BacktrackerCompiler
{
    /// <summary>The compiled search for <paramref name="nfa"/>, or null when the NFA has states this compiler leaves to the interpreter.</summary>
    [RequiresDynamicCode("Emits IL for the search.")]
    public static CompiledBacktracker? TryCompile(ThompsonNfa nfa, BacktrackerPlan plan)
    {
        if (nfa.MarkCount > 0 || nfa.VariantCount != 1) return null;
        foreach (BacktrackerOp op in plan.Ops)
        {
            if (op.Kind is BacktrackerOpKind.Mark or BacktrackerOpKind.GuardGreedy or BacktrackerOpKind.GuardLazy) return null;
        }
        var method = new DynamicMethod(
            "HotpathBacktracker",
            typeof(int),
            [typeof(CompiledBacktracker.Context), typeof(ReadOnlySpan<char>), typeof(int), typeof(int), typeof(int), typeof(Span<int>), typeof(BacktrackerCache), typeof(StrategyCache), typeof(long)],
            typeof(CompiledBacktracker).Module,
            skipVisibility: true);
        new Emitter(method.GetILGenerator(), nfa, plan).Emit();
        return new CompiledBacktracker(method.CreateDelegate<CompiledBacktracker.ExploreMethod>(new CompiledBacktracker.Context(nfa, plan)));
    }

    // Arguments of the emitted method: the Context (bound as the delegate's target), then ExploreMethod's.
    private const byte ArgInput = 1, ArgPosition = 2, ArgAnchor = 3, ArgLast = 4, ArgScratch = 5, ArgCache = 6, ArgTimeout = 7, ArgBudget = 8;

    private sealed class Emitter(ILGenerator il, ThompsonNfa nfa, BacktrackerPlan plan)
    {
        private readonly Label[] _states = new Label[plan.Ops.Length];
        private readonly Label _fail = il.DefineLabel();
        private readonly Label _noMatch = il.DefineLabel();
        private readonly Label _overBudget = il.DefineLabel();
        // The search's position, step count and limits, frame stack, and what the steps work on.
        private readonly LocalBuilder _at = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _steps = il.DeclareLocal(typeof(long));
        private readonly LocalBuilder _limit = il.DeclareLocal(typeof(long));
        private readonly LocalBuilder _timeoutAt = il.DeclareLocal(typeof(long));
        private readonly LocalBuilder _frames = il.DeclareLocal(typeof(int[]));
        private readonly LocalBuilder _top = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _explores = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _unit = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _mask = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _frame = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _run = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _length = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _scratchLength = il.DeclareLocal(typeof(int));
        private readonly LocalBuilder _input = il.DeclareLocal(typeof(char).MakeByRefType());
        private readonly LocalBuilder _scratch = il.DeclareLocal(typeof(int).MakeByRefType());

        public void Emit()
        {
            for (int s = 0; s < _states.Length; s++) _states[s] = il.DefineLabel();
            EmitPrologue();
            for (int s = 0; s < _states.Length; s++) EmitState(s);
            EmitFail();
            EmitReturn(_noMatch, CompiledBacktracker.NoMatch);
            EmitReturn(_overBudget, CompiledBacktracker.OverBudget);
        }

        private void EmitPrologue()
        {
            EmitSpan(ArgInput, typeof(ReadOnlySpan<char>).GetProperty(nameof(ReadOnlySpan<char>.Length))!.GetMethod!, nameof(CompiledBacktracker.InputStart), _length, _input);
            EmitSpan(ArgScratch, typeof(Span<int>).GetProperty(nameof(Span<int>.Length))!.GetMethod!, nameof(CompiledBacktracker.ScratchStart), _scratchLength, _scratch);
            il.Emit(OpCodes.Ldarg_S, ArgPosition);
            il.Emit(OpCodes.Stloc, _at);
            il.Emit(OpCodes.Ldc_I8, 0L);
            il.Emit(OpCodes.Stloc, _steps);
            // timeoutAt = cache.StepsUntilCheck; limit = Math.Min(timeoutAt, stepBudget + 1), as the interpreter starts.
            il.Emit(OpCodes.Ldarg_S, ArgCache);
            il.Emit(OpCodes.Callvirt, typeof(BacktrackerCache).GetProperty(nameof(BacktrackerCache.StepsUntilCheck))!.GetMethod!);
            il.Emit(OpCodes.Conv_I8);
            il.Emit(OpCodes.Stloc, _timeoutAt);
            il.Emit(OpCodes.Ldloc, _timeoutAt);
            il.Emit(OpCodes.Ldarg_S, ArgBudget);
            il.Emit(OpCodes.Ldc_I8, 1L);
            il.Emit(OpCodes.Add);
            il.Emit(OpCodes.Call, typeof(Math).GetMethod(nameof(Math.Min), [typeof(long), typeof(long)])!);
            il.Emit(OpCodes.Stloc, _limit);
            il.Emit(OpCodes.Ldarg_S, ArgCache);
            il.Emit(OpCodes.Callvirt, typeof(BacktrackerCache).GetProperty(nameof(BacktrackerCache.Frames))!.GetMethod!);
            il.Emit(OpCodes.Stloc, _frames);
            il.Emit(OpCodes.Ldc_I4_0);
            il.Emit(OpCodes.Stloc, _top);
            il.Emit(OpCodes.Ldc_I4_0);
            il.Emit(OpCodes.Stloc, _explores);
            il.Emit(OpCodes.Br, _states[nfa.Start]);
        }

        // Stores the span argument's length (read by `lengthGetter`) and a reference to its start (from the helper named
        // `start`) in locals.
        private void EmitSpan(byte argument, MethodInfo lengthGetter, string start, LocalBuilder length, LocalBuilder reference)
        {
            il.Emit(OpCodes.Ldarga_S, argument);
            il.Emit(OpCodes.Call, lengthGetter);
            il.Emit(OpCodes.Stloc, length);
            il.Emit(OpCodes.Ldarg_S, argument);
            il.Emit(OpCodes.Call, Helper(start));
            il.Emit(OpCodes.Stloc, reference);
        }

        private void EmitState(int id)
        {
            BacktrackerOp op = plan.Ops[id];
            il.MarkLabel(_states[id]);
            EmitStep();
            switch (op.Kind)
            {
                case BacktrackerOpKind.Class:
                    EmitClass(op);
                    break;
                case BacktrackerOpKind.Save:
                    EmitSave(op);
                    break;
                case BacktrackerOpKind.Split:
                case BacktrackerOpKind.LoopSplit:
                case BacktrackerOpKind.SizedSplit:
                    if (op.Kind == BacktrackerOpKind.LoopSplit) EmitLoopRun(id);
                    EmitBranch(id, op);
                    break;
                case BacktrackerOpKind.Goto:
                    il.Emit(OpCodes.Br, _states[op.Next]);
                    break;
                case BacktrackerOpKind.Look:
                    il.Emit(OpCodes.Ldarg_S, ArgInput);
                    il.Emit(OpCodes.Ldc_I4, op.Arg);
                    il.Emit(OpCodes.Ldloc, _at);
                    il.Emit(OpCodes.Ldarg_S, ArgAnchor);
                    il.Emit(OpCodes.Call, Helper(nameof(CompiledBacktracker.LookHolds)));
                    il.Emit(OpCodes.Brfalse, _fail);
                    il.Emit(OpCodes.Br, _states[op.Next]);
                    break;
                case BacktrackerOpKind.Match:
                    EmitFinish();
                    il.Emit(OpCodes.Ldc_I4, CompiledBacktracker.Match);
                    il.Emit(OpCodes.Ret);
                    break;
                default:
                    il.Emit(OpCodes.Br, _fail);
                    break;
            }
        }

        // steps++, and at the limit the interpreter's NextLimit: the clock when due, OverBudget past the budget.
        private void EmitStep()
        {
            EmitIncrement(_steps, 1);
            EmitLimitCheck();
        }

        // local += delta, for an int or a long local.
        private void EmitIncrement(LocalBuilder local, int delta)
        {
            il.Emit(OpCodes.Ldloc, local);
            if (local.LocalType == typeof(long)) il.Emit(OpCodes.Ldc_I8, (long)delta);
            else il.Emit(OpCodes.Ldc_I4, delta);
            il.Emit(OpCodes.Add);
            il.Emit(OpCodes.Stloc, local);
        }

        // target += the int local `amount` (widened when the target is a long).
        private void EmitAdd(LocalBuilder target, LocalBuilder amount)
        {
            il.Emit(OpCodes.Ldloc, target);
            il.Emit(OpCodes.Ldloc, amount);
            if (target.LocalType == typeof(long)) il.Emit(OpCodes.Conv_I8);
            il.Emit(OpCodes.Add);
            il.Emit(OpCodes.Stloc, target);
        }

        private void EmitLimitCheck()
        {
            Label within = il.DefineLabel();
            il.Emit(OpCodes.Ldloc, _steps);
            il.Emit(OpCodes.Ldloc, _limit);
            il.Emit(OpCodes.Blt, within);
            il.Emit(OpCodes.Ldarg_S, ArgTimeout);
            il.Emit(OpCodes.Ldloc, _steps);
            il.Emit(OpCodes.Ldarg_S, ArgBudget);
            il.Emit(OpCodes.Ldloca, _timeoutAt);
            il.Emit(OpCodes.Call, typeof(BoundedBacktracker).GetMethod(nameof(BoundedBacktracker.NextLimit), BindingFlags.NonPublic | BindingFlags.Static)!);
            il.Emit(OpCodes.Stloc, _limit);
            il.Emit(OpCodes.Ldloc, _limit);
            il.Emit(OpCodes.Ldc_I8, 0L);
            il.Emit(OpCodes.Blt, _overBudget);
            il.MarkLabel(within);
        }

        // Consumes the unit at `at` when it is within the window and in the class set, else fails.
        private void EmitClass(BacktrackerOp op)
        {
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Ldloc, _length);
            il.Emit(OpCodes.Bge_Un, _fail);
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Ldarg_S, ArgLast);
            il.Emit(OpCodes.Bge, _fail);
            EmitLoadUnit();
            EmitClassTest(op.Arg);
            EmitIncrement(_at, 1);
            il.Emit(OpCodes.Br, _states[op.Next]);
        }

        // unit = input[at] (the caller checked the bounds).
        private void EmitLoadUnit()
        {
            EmitElementAddress(_input, () => il.Emit(OpCodes.Ldloc, _at), sizeof(char));
            il.Emit(OpCodes.Ldind_U2);
            il.Emit(OpCodes.Stloc, _unit);
        }

        // Falls through when `unit` is in class set `set`, else branches to the failure.
        private void EmitClassTest(int set)
        {
            (ulong low, ulong high) = AsciiSet.Of(nfa, set);
            Label member = il.DefineLabel();
            Label nonAscii = il.DefineLabel();
            il.Emit(OpCodes.Ldloc, _unit);
            il.Emit(OpCodes.Ldc_I4, 128);
            il.Emit(OpCodes.Bge_Un, nonAscii);
            if (low != 0 && System.Numerics.BitOperations.PopCount(low) + System.Numerics.BitOperations.PopCount(high) == 1)
            {
                il.Emit(OpCodes.Ldloc, _unit);
                il.Emit(OpCodes.Ldc_I4, System.Numerics.BitOperations.TrailingZeroCount(low));
                il.Emit(OpCodes.Bne_Un, _fail);
                il.Emit(OpCodes.Br, member);
            }
            else
            {
                EmitBitTest(low, high);
                il.Emit(OpCodes.Brfalse, _fail);
                il.Emit(OpCodes.Br, member);
            }
            il.MarkLabel(nonAscii);
            switch (NonAsciiMembership(set))
            {
                case Membership.None:
                    il.Emit(OpCodes.Br, _fail);
                    break;
                case Membership.Some:
                    il.Emit(OpCodes.Ldarg_0);
                    il.Emit(OpCodes.Ldc_I4, set);
                    il.Emit(OpCodes.Ldloc, _unit);
                    il.Emit(OpCodes.Call, Helper(nameof(CompiledBacktracker.SetContains)));
                    il.Emit(OpCodes.Brfalse, _fail);
                    break;
            }
            il.MarkLabel(member);
        }

        // Pushes (bit `unit` of the 128-bit set low:high) as 0 or 1; `unit` is below 128.
        private void EmitBitTest(ulong low, ulong high)
        {
            Label upper = il.DefineLabel();
            Label done = il.DefineLabel();
            il.Emit(OpCodes.Ldloc, _unit);
            il.Emit(OpCodes.Ldc_I4, 64);
            il.Emit(OpCodes.Bge_Un, upper);
            EmitShiftedBit(low, subtract: 0);
            il.Emit(OpCodes.Br, done);
            il.MarkLabel(upper);
            EmitShiftedBit(high, subtract: 64);
            il.MarkLabel(done);
        }

        private void EmitShiftedBit(ulong word, int subtract)
        {
            il.Emit(OpCodes.Ldc_I8, (long)word);
            il.Emit(OpCodes.Ldloc, _unit);
            if (subtract != 0)
            {
                il.Emit(OpCodes.Ldc_I4, subtract);
                il.Emit(OpCodes.Sub);
            }
            il.Emit(OpCodes.Shr_Un);
            il.Emit(OpCodes.Conv_I4);
            il.Emit(OpCodes.Ldc_I4_1);
            il.Emit(OpCodes.And);
        }

        // Records `at` in the slot, pushing the old value first while a choice is pending (a failure then undoes it).
        // Slots past those the caller reads (its scratch's length) are not recorded, as in the interpreter.
        private void EmitSave(BacktrackerOp op)
        {
            Label done = il.DefineLabel();
            Label record = il.DefineLabel();
            il.Emit(OpCodes.Ldc_I4, op.Arg);
            il.Emit(OpCodes.Ldloc, _scratchLength);
            il.Emit(OpCodes.Bge, done);
            il.Emit(OpCodes.Ldloc, _explores);
            il.Emit(OpCodes.Brfalse, record);
            EmitPush(() => il.Emit(OpCodes.Ldc_I4, -1 - op.Arg), () =>
            {
                EmitSlotAddress(() => il.Emit(OpCodes.Ldc_I4, op.Arg));
                il.Emit(OpCodes.Ldind_I4);
            });
            il.MarkLabel(record);
            EmitSlotAddress(() => il.Emit(OpCodes.Ldc_I4, op.Arg));
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Stind_I4);
            il.MarkLabel(done);
            il.Emit(OpCodes.Br, _states[op.Next]);
        }

        // Pushes the address of scratch[slot], with `slot` pushed by `emitSlot`.
        private void EmitSlotAddress(Action emitSlot) => EmitElementAddress(_scratch, emitSlot, sizeof(int));

        // Pushes the address of element `index` (pushed by `emitIndex`) of `size` bytes after the reference in `start`.
        private void EmitElementAddress(LocalBuilder start, Action emitIndex, int size)
        {
            il.Emit(OpCodes.Ldloc, start);
            emitIndex();
            il.Emit(OpCodes.Conv_I);
            il.Emit(OpCodes.Ldc_I4, size);
            il.Emit(OpCodes.Conv_I);
            il.Emit(OpCodes.Mul);
            il.Emit(OpCodes.Add);
        }

        // Pushes a frame (a, b) on the frame stack, growing the cache's storage when full.
        private void EmitPush(Action emitA, Action emitB)
        {
            Label room = il.DefineLabel();
            il.Emit(OpCodes.Ldloc, _top);
            il.Emit(OpCodes.Ldc_I4_2);
            il.Emit(OpCodes.Add);
            il.Emit(OpCodes.Ldloc, _frames);
            il.Emit(OpCodes.Ldlen);
            il.Emit(OpCodes.Conv_I4);
            il.Emit(OpCodes.Ble, room);
            il.Emit(OpCodes.Ldarg_S, ArgCache);
            il.Emit(OpCodes.Call, Helper(nameof(CompiledBacktracker.GrowFrames)));
            il.Emit(OpCodes.Stloc, _frames);
            il.MarkLabel(room);
            il.Emit(OpCodes.Ldloc, _frames);
            il.Emit(OpCodes.Ldloc, _top);
            emitA();
            il.Emit(OpCodes.Stelem_I4);
            il.Emit(OpCodes.Ldloc, _frames);
            il.Emit(OpCodes.Ldloc, _top);
            il.Emit(OpCodes.Ldc_I4_1);
            il.Emit(OpCodes.Add);
            emitB();
            il.Emit(OpCodes.Stelem_I4);
            EmitIncrement(_top, 2);
        }

        // An accelerated loop's deterministic run, skipped in one search and counted as that many steps.
        private void EmitLoopRun(int id)
        {
            Label done = il.DefineLabel();
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Ldarg_S, ArgLast);
            il.Emit(OpCodes.Bge, done);
            il.Emit(OpCodes.Ldarg_0);
            il.Emit(OpCodes.Ldarg_S, ArgInput);
            il.Emit(OpCodes.Ldc_I4, id);
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Ldarg_S, ArgLast);
            il.Emit(OpCodes.Call, Helper(nameof(CompiledBacktracker.RunLength)));
            il.Emit(OpCodes.Stloc, _run);
            il.Emit(OpCodes.Ldloc, _run);
            il.Emit(OpCodes.Ldc_I4_0);
            il.Emit(OpCodes.Ble, done);
            EmitAdd(_steps, _run);
            EmitLimitCheck();
            EmitAdd(_at, _run);
            il.MarkLabel(done);
        }

        // A split: continues with the preferred successor (op.Next) and/or the fallback (op.Alt), dropping either when
        // the unit at `at` rules it out, and pushes the fallback when both may match.
        private void EmitBranch(int id, BacktrackerOp op)
        {
            ReadOnlySpan<ulong> bits = plan.AsciiBits.AsSpan(op.AsciiRow, 4);
            Label slow = il.DefineLabel();
            Label upper = il.DefineLabel();
            Label dispatch = il.DefineLabel();
            Label both = il.DefineLabel();
            Label preferred = il.DefineLabel();
            Label fallback = il.DefineLabel();
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Ldloc, _length);
            il.Emit(OpCodes.Bge_Un, slow);
            EmitLoadUnit();
            il.Emit(OpCodes.Ldloc, _unit);
            il.Emit(OpCodes.Ldc_I4, 128);
            il.Emit(OpCodes.Bge_Un, slow);
            il.Emit(OpCodes.Ldloc, _unit);
            il.Emit(OpCodes.Ldc_I4, 64);
            il.Emit(OpCodes.Bge_Un, upper);
            EmitMask(bits[0], bits[2], subtract: 0);
            il.Emit(OpCodes.Br, dispatch);
            il.MarkLabel(upper);
            EmitMask(bits[1], bits[3], subtract: 64);
            il.Emit(OpCodes.Br, dispatch);
            il.MarkLabel(slow);
            il.Emit(OpCodes.Ldarg_0);
            il.Emit(OpCodes.Ldarg_S, ArgInput);
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Ldc_I4, op.Next);
            il.Emit(OpCodes.Ldc_I4, op.Alt);
            il.Emit(OpCodes.Call, Helper(nameof(CompiledBacktracker.BranchesAt)));
            il.Emit(OpCodes.Stloc, _mask);
            il.MarkLabel(dispatch);
            EmitFitting(id);
            il.Emit(OpCodes.Ldloc, _mask);
            il.Emit(OpCodes.Switch, [_fail, preferred, fallback, both]);
            il.Emit(OpCodes.Br, _fail);
            il.MarkLabel(both);
            EmitPush(() => il.Emit(OpCodes.Ldc_I4, op.Alt), () => il.Emit(OpCodes.Ldloc, _at));
            EmitIncrement(_explores, 1);
            il.MarkLabel(preferred);
            il.Emit(OpCodes.Br, _states[op.Next]);
            il.MarkLabel(fallback);
            il.Emit(OpCodes.Br, _states[op.Alt]);
        }

        // mask &= the successors that fit in the units left before `last` (bit 0 the preferred, bit 1 the fallback; see
        // BacktrackerPlan.BranchNeeds), as the interpreter decides; nothing where the split's needs are not checked.
        private void EmitFitting(int id)
        {
            (int next, int alt) = plan.BranchNeeds[id];
            if (next == 0 && alt == 0) return;
            il.Emit(OpCodes.Ldloc, _mask);
            EmitFits(next);
            EmitFits(alt);
            il.Emit(OpCodes.Ldc_I4_1);
            il.Emit(OpCodes.Shl);
            il.Emit(OpCodes.Or);
            il.Emit(OpCodes.And);
            il.Emit(OpCodes.Stloc, _mask);
        }

        // Pushes 1 when `units` fit before `last` (last - at >= units), else 0.
        private void EmitFits(int units)
        {
            il.Emit(OpCodes.Ldarg_S, ArgLast);
            il.Emit(OpCodes.Ldloc, _at);
            il.Emit(OpCodes.Sub);
            il.Emit(OpCodes.Ldc_I4, units);
            il.Emit(OpCodes.Clt);
            il.Emit(OpCodes.Ldc_I4_0);
            il.Emit(OpCodes.Ceq);
        }

        // mask = bit `unit` of the preferred word | bit `unit` of the fallback word << 1.
        private void EmitMask(ulong preferredWord, ulong fallbackWord, int subtract)
        {
            EmitShiftedBit(preferredWord, subtract);
            EmitShiftedBit(fallbackWord, subtract);
            il.Emit(OpCodes.Ldc_I4_1);
            il.Emit(OpCodes.Shl);
            il.Emit(OpCodes.Or);
            il.Emit(OpCodes.Stloc, _mask);
        }

        // Pops frames to the last pending choice, undoing saves on the way, and resumes at its state; no choice: no match.
        private void EmitFail()
        {
            Label restore = il.DefineLabel();
            il.MarkLabel(_fail);
            il.Emit(OpCodes.Ldloc, _top);
            il.Emit(OpCodes.Brfalse, _noMatch);
            EmitIncrement(_top, -2);
            il.Emit(OpCodes.Ldloc, _frames);
            il.Emit(OpCodes.Ldloc, _top);
            il.Emit(OpCodes.Ldelem_I4);
            il.Emit(OpCodes.Stloc, _frame);
            il.Emit(OpCodes.Ldloc, _frame);
            il.Emit(OpCodes.Ldc_I4_0);
            il.Emit(OpCodes.Blt, restore);
            EmitIncrement(_explores, -1);
            EmitSecondOfFrame();
            il.Emit(OpCodes.Stloc, _at);
            il.Emit(OpCodes.Ldloc, _frame);
            il.Emit(OpCodes.Switch, _states);
            il.Emit(OpCodes.Br, _fail);
            il.MarkLabel(restore);
            // scratch[-1 - frame] = the saved value.
            EmitSlotAddress(() =>
            {
                il.Emit(OpCodes.Ldc_I4_M1);
                il.Emit(OpCodes.Ldloc, _frame);
                il.Emit(OpCodes.Sub);
            });
            EmitSecondOfFrame();
            il.Emit(OpCodes.Stind_I4);
            il.Emit(OpCodes.Br, _fail);
        }

        private void EmitSecondOfFrame()
        {
            il.Emit(OpCodes.Ldloc, _frames);
            il.Emit(OpCodes.Ldloc, _top);
            il.Emit(OpCodes.Ldc_I4_1);
            il.Emit(OpCodes.Add);
            il.Emit(OpCodes.Ldelem_I4);
        }

        private void EmitReturn(Label label, int outcome)
        {
            il.MarkLabel(label);
            EmitFinish();
            il.Emit(OpCodes.Ldc_I4, outcome);
            il.Emit(OpCodes.Ret);
        }

        private void EmitFinish()
        {
            il.Emit(OpCodes.Ldarg_S, ArgCache);
            il.Emit(OpCodes.Ldloc, _steps);
            il.Emit(OpCodes.Ldloc, _timeoutAt);
            il.Emit(OpCodes.Callvirt, typeof(BacktrackerCache).GetMethod(nameof(BacktrackerCache.RecordSteps))!);
        }

        private enum Membership { None, Some, All }

        // Whether the units from U+0080 on are all, some or none in class set `set` (classes are contiguous ranges).
        private Membership NonAsciiMembership(int set)
        {
            int first = nfa.Classes.ClassContaining('\x80');
            bool any = false, all = true;
            for (int classId = first; classId < nfa.Classes.Count; classId++)
            {
                bool member = nfa.ClassSetContains(set, classId);
                any |= member;
                all &= member;
            }
            return all ? Membership.All : any ? Membership.Some : Membership.None;
        }
    }

    private static MethodInfo Helper(string name) => typeof(CompiledBacktracker).GetMethod(name, BindingFlags.Public | BindingFlags.Static)!;

}
